import { and, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import type { SubscriptionRow } from './subscription-queries';

type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'status'>>;

/**
 * Moves a subscription from one of `from` to `to` (with further column changes) and audits it, in
 * the caller's transaction. Guarded by the status it expects, so a concurrent change wins and this
 * one does nothing: returns whether it changed.
 */
export async function transitionSubscription(
  tx: Tx,
  input: {
    subscription: Pick<SubscriptionRow, 'id' | 'userId' | 'status'>;
    from: readonly string[];
    to: string;
    set?: SubscriptionChanges;
    at: Date;
    /** Kept in the audit row beside the status. */
    details?: Record<string, unknown>;
    /** Who changed it; the system when left out. */
    context?: RequestContext;
  },
): Promise<boolean> {
  const { subscription, at } = input;
  const [changed] = await tx
    .update(subscriptions)
    .set({ ...input.set, status: input.to, updatedAt: at })
    .where(and(eq(subscriptions.id, subscription.id), inArray(subscriptions.status, [...input.from])))
    .returning({ id: subscriptions.id });
  if (!changed) return false;
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: subscription.id,
    event: 'updated',
    ...auditBy(input.context ?? systemContext(), subscription.userId),
    oldValues: { status: subscription.status },
    newValues: { status: input.to, ...input.details },
  });
  return true;
}
