import { isLanguage } from '@portal/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { coupons, paymentMethods, plans, products, subscriptions, users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Executor } from '../../../platform/db';
import { nextRenewal } from '../../billing-engine/index';
import { type InvoiceLineInput, invoiceTotals } from '../../invoices/index';
import type { PaymentMethodRow } from '../../payments/index';
import { vatIdStandingsOf } from '../../vat-ids/index';
import type { SubscriptionRow } from '../subscription-queries';
import { type BillingTerms, currentTerms, yearlyTerms } from '../yearly/billing-terms';
import { periodLines } from './period-lines';

/** A subscription that renews, with what its next invoice is priced and collected from. */
export type DueRow = {
  subscription: SubscriptionRow;
  name: string;
  percentOff: number | null;
  couponCode: string | null;
  user: typeof users.$inferSelect;
  /** The account's default payment method: what the renewal is collected with. */
  method: PaymentMethodRow | null;
  /** The product's yearly plan in the subscription's currency while a switch to it waits (0085). */
  yearlyPlan: { id: string; unitAmount: number } | null;
};

/** The next period of a subscription and whether its coupon still discounts it. */
export interface RenewalPlan {
  row: DueRow;
  periodStart: Date;
  periodEnd: Date;
  couponRuns: boolean;
  cyclesLeft: number | null;
  /** What the new period is billed at: the yearly plan's terms when a switch to it waits. */
  terms: BillingTerms;
  /** The renewal makes the switch to yearly billing; the new period is the anchor from then on. */
  switchesToYearly: boolean;
}

/** The renewing subscriptions `where` picks, each with its product, coupon, owner and default method. */
export function selectDueRows(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      subscription: subscriptions,
      name: products.name,
      percentOff: coupons.percentOff,
      couponCode: coupons.code,
      user: users,
      method: paymentMethods,
      yearlyPlan: { id: plans.id, unitAmount: plans.unitAmount },
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.userId, subscriptions.userId),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .leftJoin(
      plans,
      and(
        eq(subscriptions.pendingInterval, 'year'),
        eq(plans.productId, subscriptions.productId),
        eq(plans.interval, 'year'),
        eq(plans.currencyId, subscriptions.currencyId),
      ),
    )
    .where(where);
}

/** What renewal dates count from: the creation, until a pause or a switch to yearly moves it (0085). */
export const billingAnchorOf = (sub: Pick<SubscriptionRow, 'billingAnchorAt' | 'createdAt'>): Date =>
  sub.billingAnchorAt ?? sub.createdAt;

export function planRenewal(row: DueRow): RenewalPlan {
  const sub = row.subscription;
  const periodStart = sub.currentPeriodEnd;
  // A switch to yearly billing waiting for this renewal (decision 0085): the new period is the
  // first year on the yearly plan, and the renewals count from its start.
  const yearly = sub.pendingInterval === 'year' && row.yearlyPlan ? yearlyTerms(sub, row.yearlyPlan) : null;
  const terms = yearly ?? currentTerms(sub);
  const periodEnd = nextRenewal(yearly ? periodStart : billingAnchorOf(sub), terms.interval, periodStart);
  const couponRuns = row.percentOff !== null && (sub.couponCyclesLeft === null || sub.couponCyclesLeft > 0);
  const cyclesLeft =
    couponRuns && sub.couponCyclesLeft !== null ? sub.couponCyclesLeft - 1 : sub.couponCyclesLeft;
  return { row, periodStart, periodEnd, couponRuns, cyclesLeft, terms, switchesToYearly: yearly !== null };
}

export function renewalLines(plan: RenewalPlan): InvoiceLineInput[] {
  const { row, periodStart, periodEnd, couponRuns, terms } = plan;
  const sub = row.subscription;
  return periodLines({
    name: row.name,
    quantity: sub.quantity,
    unitAmount: terms.unitAmount,
    extraUsers: sub.extraUsers,
    extraUserUnitAmount: terms.extraUserUnitAmount,
    coupon: couponRuns && row.percentOff ? { code: row.couponCode ?? '', percentOff: row.percentOff } : null,
    periodStart,
    periodEnd,
    language: [row.user.invoiceLanguage, row.user.language].find(isLanguage) ?? 'en',
  });
}

/**
 * What each renewal's invoice will ask, to the cent: its lines taxed as issueInvoices will tax them
 * on the renewal's date (the VAT id's standing then included). One query however many there are.
 */
export async function renewalGrosses(
  executor: Executor,
  config: AppDeps['config'],
  plans: RenewalPlan[],
): Promise<number[]> {
  const standings = await vatIdStandingsOf(
    executor,
    plans.map((plan) => ({ accountId: plan.row.user.id, vatId: plan.row.user.vatId, at: plan.periodStart })),
    config.VAT_VERIFICATION_VALID_DAYS,
  );
  return plans.map(
    (plan, index) => invoiceTotals(config, plan.row.user, renewalLines(plan), standings[index] ?? null).gross,
  );
}

/** The renewal is collected by SEPA direct debit: the default method is a mandate, not an invoice payer. */
export const debitsBySepa = (row: DueRow): boolean =>
  !row.subscription.payByInvoice && row.method?.type === 'sepa_debit';
