// First: zod reads its configuration when it loads (see the module).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadRoute } from './app/routes/create-routes';
import { publicConfigQueryOptions } from './lib/config/public-config';
import { applyStoredLanguage } from './lib/i18n/i18n';
import { holdNavigationUntilRouter } from './lib/navigation/navigator';
import { accountQueryOptions } from './lib/session/get-account';
import { sessionStore } from './lib/session/session-store';
import { bootstrapSession } from './lib/session/sign-in';

const queryClient = createQueryClient();
// The account request below may end the session before the router has mounted.
holdNavigationUntilRouter();
void bootstrapSession(queryClient);
// The shell shows nothing before the public configuration and, signed in, the account have come:
// asked for now, they travel while the page's chunks download instead of after them (issue 35).
void queryClient.prefetchQuery(publicConfigQueryOptions());
const { authenticated } = sessionStore.get();
if (authenticated) void queryClient.prefetchQuery(accountQueryOptions());
preloadRoute(window.location.pathname, authenticated);

const root = document.getElementById('root');
// Not a top-level await: a language's chunks (MUI's texts) import modules of this entry, which could
// not finish evaluating while it waited for them.
void applyStoredLanguage().then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
