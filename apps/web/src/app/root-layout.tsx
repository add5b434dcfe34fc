import { Outlet } from 'react-router';
import { DocumentTitle } from './routes/document-title';
import { RouterNavigator } from './routes/router-navigator';

/**
 * Above every page: keeps `document.title` in step with the route and language, and lets services
 * outside React navigate through the router.
 */
export function RootLayout() {
  return (
    <>
      <RouterNavigator />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
