import { and, eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import {
  changeInProgress,
  corporateNoChange,
  pauseAlreadyPlanned,
  pauseCanceled,
  pauseOpenInvoice,
  pauseRenewalDue,
  pauseSwitchingToYearly,
  subscriptionIncomplete,
} from '../subscription-errors';
import type { SubscriptionRecord, SubscriptionRow } from '../subscription-queries';
import { isCorporate } from '../subscription-view';

type PauseState = Pick<SubscriptionRow, 'status' | 'pauseStartsAt' | 'replacedById' | 'pendingInterval'>;

/**
 * Decision 0085: only a subscription running normally is paused — active (not cancelled, not waiting
 * for a payment), not being replaced by an upgrade, not pausing already and not switching to yearly
 * billing. Each refusal names why. Checked again under the money lock against the row as it is then.
 */
export function checkPauseState(sub: PauseState): void {
  if (sub.status === 'paused' || sub.pauseStartsAt !== null) throw pauseAlreadyPlanned();
  if (sub.status === 'canceled') throw pauseCanceled();
  if (sub.status !== 'active') throw subscriptionIncomplete();
  if (sub.replacedById !== null) throw changeInProgress();
  if (sub.pendingInterval !== null) throw pauseSwitchingToYearly();
}

/** Whether an invoice of the subscription is still open (issued, neither paid nor void). */
async function hasOpenInvoice(executor: Executor, subscriptionId: string): Promise<boolean> {
  const [open] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'open')))
    .limit(1);
  return open !== undefined;
}

/**
 * The pause and its quote refuse alike: corporate plans are managed by sales, the state must allow
 * it, the period must still run at the account's time `now` (a renewal that is due — a SEPA one
 * waits for its notice — would otherwise be skipped for a period already used), and a customer
 * paying by invoice settles the subscription's open invoice first (the pause would otherwise leave
 * a bill for a period nobody uses).
 */
export async function assertPausable(
  executor: Executor,
  record: SubscriptionRecord,
  now: Date,
): Promise<void> {
  if (isCorporate(record)) throw corporateNoChange();
  const sub = record.subscription;
  checkPauseState(sub);
  if (sub.currentPeriodEnd <= now) throw pauseRenewalDue();
  if (sub.payByInvoice && (await hasOpenInvoice(executor, sub.id))) throw pauseOpenInvoice();
}
