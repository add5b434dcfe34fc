import { Outlet } from 'react-router';
import { DocumentTitle } from './routes/document-title';

/** Above every page: keeps `document.title` in step with the route and language. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
