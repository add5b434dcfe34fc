import type { RenewalDebit } from '../../sepa-notices/index';
import type { RenewalPlan } from './renewal-plan';

/**
 * The SEPA debit a renewal will collect, at the gross its invoice will ask (the notice and the
 * charge agree to the cent). Only for plans whose default method is a SEPA mandate.
 */
export function renewalDebitOf(
  plan: RenewalPlan,
  /** The renewal invoice's gross (renewalGrosses). */
  amount: number,
  nowOf: (accountId: number) => Date,
): RenewalDebit {
  const { subscription, user, method } = plan.row;
  if (!method) throw new Error(`Subscription ${subscription.id} has no method to debit`);
  return {
    accountId: subscription.userId,
    subscriptionId: subscription.id,
    product: plan.row.name,
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
    amount,
    currencyId: subscription.currencyId,
    method,
    account: user,
    now: nowOf(subscription.userId),
  };
}
