import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { findToolsSubscription } from './tools-subscription';

/**
 * In the transaction that deletes a sub-user: the Tools subscription bills one extra user less from
 * its next renewal on. Nothing is credited now: the running period was paid for (decision 0057).
 * The subscription never bills more extra users than the account keeps sub-users besides this one,
 * so it may run before or after the row is deleted, and a sub-user that was never billed (kept
 * from before the subscription) lowers nothing the others still hold.
 */
export async function releaseSubUserSeat(
  tx: Executor,
  input: { accountId: number; clientId: number; context?: RequestContext },
): Promise<void> {
  const tools = await findToolsSubscription(tx, input.accountId, { lock: true });
  if (!tools || tools.subscription.extraUsers === 0) return;
  const [others] = await tx
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.parentId, input.accountId), ne(users.id, input.clientId), isNull(users.deletedAt)));
  const before = tools.subscription.extraUsers;
  const after = Math.min(before, others?.count ?? 0);
  if (after === before) return;
  await tx
    .update(subscriptions)
    .set({ extraUsers: after })
    .where(eq(subscriptions.id, tools.subscription.id));
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: tools.subscription.id,
    event: 'updated',
    ...auditBy(input.context ?? systemContext(input.accountId), input.accountId),
    oldValues: { extra_users: before },
    newValues: { extra_users: after, from: tools.subscription.currentPeriodEnd, client_id: input.clientId },
  });
}
