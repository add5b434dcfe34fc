import type { AppDeps } from '../../platform/app-deps';
import { revokeSessionFamily } from '../../platform/auth/sessions';
import type { Principal } from '../../platform/principal';

/** `POST /v1/logout`: the sign-in's refresh family is revoked, so neither token works again. */
export async function logout(deps: AppDeps, principal: Principal): Promise<void> {
  if (principal.sessionId) await revokeSessionFamily(deps, deps.database.db, principal.sessionId);
}
