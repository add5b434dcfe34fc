import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnTarget } from '../../lib/navigation/return-target';
import { useSession } from '../../lib/session/session-store';

/** Login and forgot-password make no sense for a signed-in user: go where they wanted to go. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { authenticated, permissions } = useSession();
  const location = useLocation();
  if (authenticated && permissions.length > 0) return <Navigate to={returnTarget(location.state)} replace />;
  return children;
}
