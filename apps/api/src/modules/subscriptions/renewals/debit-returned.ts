import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { DebitReturnedHook } from '../../money/index';
import { transitionSubscription } from '../transition-subscription';

/**
 * A renewal's SEPA debit came back after it settled (decision 0083): the subscription follows the
 * rules of an unpaid renewal — past due, its dunning counted from the return (the reopened invoice
 * is due then) — as if the renewal itself had failed (attempt 0). The customer's mail is the
 * return's own, sent by the money module. An ended subscription stays ended; its invoice stays owed.
 */
export const pastDueOnDebitReturn: DebitReturnedHook = async (tx, _deps, { invoice, at }) => {
  if (!invoice.subscriptionId) return;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, invoice.subscriptionId));
  if (!subscription) return;
  await transitionSubscription(tx, {
    subscription,
    from: ['active', 'past_due', 'canceled'],
    to: 'past_due',
    set: { dunningAttempts: 0 },
    at,
    details: { invoice: invoice.number, payment: 'debit_returned' },
  });
};
