import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { RequireAuth } from './require-auth';
import { appLayoutPage as AppLayout } from './shell-chunk';

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
