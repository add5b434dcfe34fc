import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes/create-routes';
import { applyStoredLanguage } from './lib/i18n/i18n';
import { setNavigator } from './lib/navigation/navigator';
import { bootstrapSession } from './lib/session/sign-in';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes());
setNavigator((to, options) => void router.navigate(to, options));
void bootstrapSession(queryClient);

const root = document.getElementById('root');
await applyStoredLanguage();
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
