import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session/session-store';
import { useAccount } from '../../lib/session/use-account';

/** Pages inside the shell need a signed-in user; others go to login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, permissions, loggedOutByUser } = useSession();
  const location = useLocation();
  // Signed in by cookie but the account is not loaded yet: this loads it and stores its permissions.
  useAccount();
  if (!authenticated) {
    const from = loggedOutByUser ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={from ? { from } : null} />;
  }
  if (permissions.length === 0) return <PageLoader />;
  return children;
}
