import type { FastifyRequest } from 'fastify';
import { loginHistory } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { contextOf } from '../../platform/request-context';
import type { SignInUser } from './user-queries';

export const accountDeactivated = () => new AppError(403, 'account_deactivated', 'auth.deactivated');

/**
 * The answer of a suspended account's sign-in (spec §8): refused, yet carrying the store-only sign-in
 * it was given (decision 0044), so the client can show the Tools store.
 */
export const accountSuspended = (token?: string) =>
  new AppError(403, 'account_suspended', 'auth.suspended', token ? { data: { token } } : {});

/** Suspended and deactivated accounts cannot be signed in as by staff (login-as). */
export function assertMaySignIn(user: Pick<SignInUser, 'suspendedAt' | 'deactivatedAt'>): void {
  if (user.deactivatedAt) throw accountDeactivated();
  if (user.suspendedAt) throw accountSuspended();
}

/**
 * The login history row and the audit row of a sign-in, in the sign-in's transaction. The audit
 * row's entity is a `login` (spec §6: a type only staff read) of the user signed in, so staff can
 * filter one person's sign-ins by type and id.
 */
export async function recordSignIn(
  executor: Executor,
  input: {
    user: Pick<SignInUser, 'id' | 'email' | 'parentId'>;
    impersonatorId: number | null;
    request: FastifyRequest;
    event: 'login' | 'loginAs';
    reason?: string | undefined;
    /** How the second step was passed, when the account has two-factor sign-in (decision 0050). */
    secondFactor?: 'authenticator' | 'recovery_code' | undefined;
  },
): Promise<void> {
  const userAgent = input.request.headers['user-agent'];
  await executor.insert(loginHistory).values({
    userId: input.user.id,
    impersonatorId: input.impersonatorId,
    ipAddress: input.request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
  });
  await recordAudit(executor, {
    entityType: 'login',
    entityId: input.user.id,
    event: input.event,
    editor: input.impersonatorId ?? input.user.id,
    accountId: input.user.parentId ?? input.user.id,
    newValues: {
      user_id: input.user.id,
      email: input.user.email,
      ...(input.impersonatorId ? { impersonator_id: input.impersonatorId } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.secondFactor ? { second_factor: input.secondFactor } : {}),
    },
    meta: contextOf(input.request).meta,
  });
}
