import { allows, type RuleName } from '@portal/contract/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/session-store';

/** A route the user's permissions do not allow shows the access-denied page (spec §2). */
export function RequireRule({ rule, children }: { rule: RuleName; children: ReactNode }) {
  const { permissions } = useSession();
  if (!allows(permissions, rule)) return <Navigate to="/error" replace />;
  return children;
}
