import type { Interval } from '@portal/contract';
import type { PlanRow } from '../../catalog/index';
import type { SubscriptionRow } from '../subscription-queries';

/** What a period of a subscription is billed at: its plan, interval and prices per interval. */
export interface BillingTerms {
  interval: Interval;
  planId: string;
  /** One licence for one interval, in minor units. */
  unitAmount: number;
  /** One extra user for one interval (decision 0057); null while the subscription has had none. */
  extraUserUnitAmount: number | null;
}

type TermsColumns = Pick<SubscriptionRow, 'interval' | 'planId' | 'unitAmount' | 'extraUserUnitAmount'>;

/** The terms the subscription is billed at today. */
export const currentTerms = (sub: TermsColumns): BillingTerms => ({
  interval: sub.interval === 'year' ? 'year' : 'month',
  planId: sub.planId,
  unitAmount: sub.unitAmount,
  extraUserUnitAmount: sub.extraUserUnitAmount,
});

/**
 * The terms after a switch to yearly billing (decision 0085): the yearly plan's price per licence,
 * and an extra user at twelve times the monthly price the subscription pays for one.
 */
export const yearlyTerms = (sub: TermsColumns, plan: Pick<PlanRow, 'id' | 'unitAmount'>): BillingTerms => ({
  interval: 'year',
  planId: plan.id,
  unitAmount: plan.unitAmount,
  extraUserUnitAmount: sub.extraUserUnitAmount === null ? null : sub.extraUserUnitAmount * 12,
});
