import { CURRENCY_CODES, type RetentionOffer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Executor } from '../../../platform/db';
import { invoiceTotals } from '../../invoices/index';
import { vatIdStandingsOf } from '../../vat-ids/index';
import { nextRenewalOf } from '../pause/pause-dates';
import {
  type DueRow,
  planRenewal,
  type RenewalPlan,
  renewalLines,
  selectDueRows,
} from '../renewals/renewal-plan';
import type { AvailableOffer } from './available-offer';

/**
 * The subscription as the billing cycle will renew it next: a planned pause ends with the
 * subscription anchored at the pause's end, its period ending there (decision 0085).
 */
function atNextRenewal(row: DueRow): DueRow {
  const sub = row.subscription;
  const renewsAt = nextRenewalOf(sub);
  if (renewsAt === sub.currentPeriodEnd) return row;
  return { ...row, subscription: { ...sub, currentPeriodEnd: renewsAt, billingAnchorAt: renewsAt } };
}

/** The offer accepted: its coupon for its periods, replacing a coupon that ran. */
function withOffer(row: DueRow, offer: AvailableOffer): DueRow {
  return {
    ...row,
    percentOff: offer.coupon.percentOff,
    couponCode: offer.coupon.code,
    subscription: { ...row.subscription, couponId: offer.coupon.id, couponCyclesLeft: offer.periods },
  };
}

/** Each renewal's invoice totals as issueInvoices computes them on the renewal's date. */
async function renewalTotals(executor: Executor, config: AppDeps['config'], plans: RenewalPlan[]) {
  const standings = await vatIdStandingsOf(
    executor,
    plans.map((plan) => ({ accountId: plan.row.user.id, vatId: plan.row.user.vatId, at: plan.periodStart })),
    config.VAT_VERIFICATION_VALID_DAYS,
  );
  return plans.map((plan, index) =>
    invoiceTotals(config, plan.row.user, renewalLines(plan), standings[index] ?? null),
  );
}

/**
 * The next renewal's invoice with the offer and without it, priced by the renewal's own code
 * (planRenewal, renewalLines, invoiceTotals), so the quote is what that invoice will charge.
 */
export async function priceRenewalWithOffer(
  executor: Executor,
  config: AppDeps['config'],
  subscriptionId: string,
  offer: AvailableOffer,
): Promise<Omit<RetentionOffer, 'coupon' | 'periods'> | null> {
  const [row] = await selectDueRows(executor, eq(subscriptions.id, subscriptionId));
  if (!row) return null;
  const next = atNextRenewal(row);
  const offered = planRenewal(withOffer(next, offer));
  const [regular, discounted] = await renewalTotals(executor, config, [planRenewal(next), offered]);
  if (!regular || !discounted) return null;
  const discount = discounted.lines
    .filter((line) => line.kind === 'discount')
    .reduce((sum, line) => sum - line.amount, 0);
  return {
    starts_at: offered.periodStart.toISOString(),
    currency: CURRENCY_CODES[row.subscription.currencyId === 2 ? 2 : 1],
    regular_gross: regular.gross,
    quote: {
      net: discounted.net,
      discount,
      tax: { amount: discounted.tax, rate: discounted.rate, reason: discounted.mode },
      gross: discounted.gross,
    },
  };
}
