import type { AppDeps } from '../../platform/app-deps';
import { revokeSessionFamily } from '../../platform/auth/sessions';
import type { Principal } from '../../platform/principal';
import type { RequestMeta } from '../../platform/request-context';
import { closeSupportAccess } from './support-access';

/**
 * `POST /v1/logout`: the sign-in's refresh family is revoked, so neither token works again; a
 * login-as ends with it, and the customer's log says so (decision 0063).
 */
export async function logout(deps: AppDeps, principal: Principal, meta: RequestMeta): Promise<void> {
  const { sessionId } = principal;
  if (!sessionId) return;
  await deps.database.db.transaction(async (tx) => {
    if (principal.loginAs) await closeSupportAccess(deps, tx, sessionId, meta);
    await revokeSessionFamily(deps, tx, sessionId);
  });
}
