import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import { DocumentTitle } from './routes/document-title';
import { RouterNavigator } from './routes/router-navigator';

/**
 * Above every page: keeps `document.title` in step with the route and language, lets services
 * outside React navigate through the router, and catches a page that fails to render.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouterNavigator />
      <DocumentTitle />
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </>
  );
}
