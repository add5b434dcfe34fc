// First: zod reads its configuration when it loads (see the module).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routes/create-routes';
import { applyStoredLanguage } from './lib/i18n/i18n';
import { holdNavigationUntilRouter } from './lib/navigation/navigator';
import { bootstrapSession } from './lib/session/sign-in';

const queryClient = createQueryClient();
// The account request below may end the session before the router has mounted.
holdNavigationUntilRouter();
void bootstrapSession(queryClient);

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
