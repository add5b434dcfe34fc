import type { AppDeps } from '../../../platform/app-deps';
import type { InvoiceRow } from '../../invoices/index';
import { moneyTransaction, returnedDebitOf } from '../../money/index';
import { findDefaultPaymentMethod } from '../../payments/index';
import { accessChanged } from '../access-changed';
import type { SubscriptionRow } from '../subscription-queries';
import type { CollectionOutcome } from './collect-renewals';
import { applyPaymentFailure } from './payment-failure';

/**
 * A dunning step of an invoice whose SEPA debit the bank returned (decision 0083): the mandate that
 * was returned is not debited again on our own — a new debit would need a new notice, and the
 * debtor has just objected to this one. While it is still the default, the step is a reminder (the
 * "payment failed" mail, reason "debit returned"), and the last one ends the subscription as a
 * failed retry does. With another default method (a card the customer added) the step charges it
 * as usual. Returns the step's outcome, or null when the step should charge.
 */
export async function remindInsteadOfDebit(
  deps: AppDeps,
  item: { subscription: SubscriptionRow; name: string; invoice: InvoiceRow; attempt: number; at: Date },
): Promise<CollectionOutcome | null> {
  const { db } = deps.database;
  const returned = await returnedDebitOf(db, item.invoice.id);
  if (!returned) return null;
  const method = await findDefaultPaymentMethod(db, item.subscription.userId);
  if (method && method.id !== returned.paymentMethodId) return null;
  const outcome = await moneyTransaction(deps, item.subscription.userId, (tx) =>
    applyPaymentFailure(tx, deps, { ...item, reason: 'debit_returned' }),
  );
  accessChanged(deps, [item.subscription.userId]);
  return outcome;
}
