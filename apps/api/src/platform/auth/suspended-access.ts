import { authEndpoints, type Permission } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** What a suspended account may look at: the store it is sent to (spec §8, decision 0044). */
const STORE_PERMISSIONS: readonly Permission[] = ['MODULE_MARKETPLACE.VIEW'];

export const storeOnly = (permissions: readonly string[]) =>
  permissions.filter((permission) => (STORE_PERMISSIONS as readonly string[]).includes(permission));

/** Requests a suspended account may still make besides reading: ending its sign-in. */
const ALLOWED_WRITES = new Set([`${authEndpoints.logout.method} ${authEndpoints.logout.path}`]);

/**
 * A suspended account's sign-in reads and signs out; any other change (a purchase, a profile, the
 * terms) is refused with the suspension's own answer.
 */
export function refuseSuspendedWrite(request: FastifyRequest, readOnly: boolean): void {
  if (!request.principal?.suspended || readOnly) return;
  if (ALLOWED_WRITES.has(`${request.method} ${request.routeOptions.url}`)) return;
  throw new AppError(403, 'account_suspended', 'auth.suspended');
}
