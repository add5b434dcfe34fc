import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { shell } from './pages';
import { RequireAuth } from './require-auth';

// The shell (top bar, menu) is its own chunk: a signed-out visitor is sent to login before it loads.
const AppLayout = shell.appLayout;

/** Every page inside the shell: a signed-in user first, then the shell around the page. */
export function SignedInLayout() {
  return (
    <RequireAuth>
      <Suspense fallback={<PageLoader />}>
        <AppLayout />
      </Suspense>
    </RequireAuth>
  );
}
