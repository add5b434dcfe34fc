import type { FastifyRequest } from 'fastify';
import { loginHistory } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { contextOf } from '../../platform/request-context';
import type { SignInUser } from './user-queries';

/** Suspended and deactivated accounts cannot sign in, neither themselves nor through login-as. */
export function assertMaySignIn(user: Pick<SignInUser, 'suspendedAt' | 'deactivatedAt'>): void {
  if (user.deactivatedAt) throw new AppError(403, 'account_deactivated', 'auth.deactivated');
  if (user.suspendedAt) throw new AppError(403, 'account_suspended', 'auth.suspended');
}

/** The login history row and the audit row of a sign-in, in the sign-in's transaction. */
export async function recordSignIn(
  executor: Executor,
  input: {
    user: Pick<SignInUser, 'id' | 'email' | 'parentId'>;
    impersonatorId: number | null;
    request: FastifyRequest;
    event: 'login' | 'loginAs';
    reason?: string | undefined;
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
    entityType: 'user',
    entityId: input.user.id,
    event: input.event,
    editor: input.impersonatorId ?? input.user.id,
    accountId: input.user.parentId ?? input.user.id,
    newValues: {
      user_id: input.user.id,
      email: input.user.email,
      ...(input.impersonatorId ? { impersonator_id: input.impersonatorId } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
    },
    meta: contextOf(input.request).meta,
  });
}
