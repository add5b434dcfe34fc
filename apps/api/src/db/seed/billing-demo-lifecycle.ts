import type { CancellationReason } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { SubscriptionRow } from '../../modules/subscriptions/subscription-queries';
import { recordAudit } from '../../platform/audit';
import { subscriptionCancellations, subscriptions } from '../schema/index';
import type { BillingSeed } from './billing-demo-kit';
import type { DemoSubscription } from './billing-demo-subscriptions';

type Change = Partial<
  Pick<SubscriptionRow, 'status' | 'canceledAt' | 'endsAt' | 'endedAt' | 'dunningAttempts'>
>;

/** The audit log names columns as the database does (`ends_at`). */
const columnsOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );

/** Changes a demo subscription's state at `at`, audited as the engine audits it. */
async function change(
  seed: BillingSeed,
  sub: DemoSubscription,
  at: Date,
  values: Change,
  editor: number | null,
): Promise<void> {
  await seed.at(at);
  const old = sub.row;
  const [row] = await seed.tx
    .update(subscriptions)
    .set({ ...values, updatedAt: at })
    .where(eq(subscriptions.id, old.id))
    .returning();
  if (!row) throw new Error(`seed: subscription ${old.id} vanished`);
  sub.row = row;
  await recordAudit(seed.tx, {
    entityType: 'subscription',
    entityId: old.id,
    event: 'updated',
    editor,
    accountId: old.userId,
    oldValues: columnsOf(
      Object.fromEntries(Object.keys(values).map((key) => [key, old[key as keyof Change]])),
    ),
    newValues: columnsOf(values),
  });
}

/**
 * The customer cancels, saying why (decision 0085): the subscription runs on in its grace period
 * until the period's end.
 */
export async function cancelSubscription(
  seed: BillingSeed,
  sub: DemoSubscription,
  at: Date,
  why: { reason: CancellationReason; comment: string | null },
): Promise<void> {
  const endsAt = sub.row.currentPeriodEnd;
  await change(seed, sub, at, { status: 'canceled', canceledAt: at, endsAt }, sub.row.userId);
  await seed.tx.insert(subscriptionCancellations).values({
    subscriptionId: sub.row.id,
    userId: sub.row.userId,
    reason: why.reason,
    comment: why.comment,
    canceledAt: at,
  });
}

/** The billing cycle ends a cancelled subscription when its grace period is over. */
export function endSubscription(seed: BillingSeed, sub: DemoSubscription): Promise<void> {
  const endedAt = sub.row.endsAt ?? sub.row.currentPeriodEnd;
  return change(seed, sub, endedAt, { status: 'ended', endedAt }, null);
}

/** A renewal payment failed (attempt 0) or a dunning retry did (1, 2): past due until paid. */
export function markPastDue(
  seed: BillingSeed,
  sub: DemoSubscription,
  attempt: number,
  at: Date,
): Promise<void> {
  return change(seed, sub, at, { status: 'past_due', dunningAttempts: attempt }, null);
}
