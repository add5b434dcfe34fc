import { finalPrice, isLanguage } from '@portal/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { coupons, paymentMethods, products, subscriptions, users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Executor } from '../../../platform/db';
import { t } from '../../../platform/i18n/index';
import { nextRenewal } from '../../billing-engine/index';
import { type InvoiceLineInput, invoiceTotals } from '../../invoices/index';
import type { PaymentMethodRow } from '../../payments/index';
import { vatIdStandingsOf } from '../../vat-ids/index';
import type { SubscriptionRow } from '../subscription-queries';

/** A subscription that renews, with what its next invoice is priced and collected from. */
export type DueRow = {
  subscription: SubscriptionRow;
  name: string;
  percentOff: number | null;
  couponCode: string | null;
  user: typeof users.$inferSelect;
  /** The account's default payment method: what the renewal is collected with. */
  method: PaymentMethodRow | null;
};

/** The next period of a subscription and whether its coupon still discounts it. */
export interface RenewalPlan {
  row: DueRow;
  periodStart: Date;
  periodEnd: Date;
  couponRuns: boolean;
  cyclesLeft: number | null;
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
    .where(where);
}

/** What renewal dates count from: the creation, until a pause or a switch to yearly moves it (0085). */
export const billingAnchorOf = (sub: Pick<SubscriptionRow, 'billingAnchorAt' | 'createdAt'>): Date =>
  sub.billingAnchorAt ?? sub.createdAt;

export function planRenewal(row: DueRow): RenewalPlan {
  const sub = row.subscription;
  const periodStart = sub.currentPeriodEnd;
  const periodEnd = nextRenewal(
    billingAnchorOf(sub),
    sub.interval === 'year' ? 'year' : 'month',
    periodStart,
  );
  const couponRuns = row.percentOff !== null && (sub.couponCyclesLeft === null || sub.couponCyclesLeft > 0);
  const cyclesLeft =
    couponRuns && sub.couponCyclesLeft !== null ? sub.couponCyclesLeft - 1 : sub.couponCyclesLeft;
  return { row, periodStart, periodEnd, couponRuns, cyclesLeft };
}

export function renewalLines(plan: RenewalPlan): InvoiceLineInput[] {
  const { row, periodStart, periodEnd, couponRuns } = plan;
  const sub = row.subscription;
  const language = [row.user.invoiceLanguage, row.user.language].find(isLanguage) ?? 'en';
  const period = { periodStart, periodEnd };
  const gross = sub.unitAmount * sub.quantity;
  const lines: InvoiceLineInput[] = [
    {
      kind: 'subscription',
      description: t(language, 'subscriptions.line.subscription', { name: row.name, quantity: sub.quantity }),
      quantity: sub.quantity,
      unitAmount: sub.unitAmount,
      amount: gross,
      ...period,
    },
  ];
  // Extra users (decision 0057): their own line at the subscription's price, never discounted.
  if (sub.extraUsers > 0 && sub.extraUserUnitAmount !== null) {
    lines.push({
      kind: 'subscription',
      description: t(language, 'subscriptions.line.extraUsers', { name: row.name, quantity: sub.extraUsers }),
      quantity: sub.extraUsers,
      unitAmount: sub.extraUserUnitAmount,
      amount: sub.extraUsers * sub.extraUserUnitAmount,
      ...period,
    });
  }
  if (couponRuns && row.percentOff) {
    const discount = gross - finalPrice(sub.unitAmount, sub.quantity, row.percentOff);
    lines.push({
      kind: 'discount',
      description: t(language, 'subscriptions.line.discount', {
        coupon: row.couponCode ?? '',
        percent: row.percentOff,
      }),
      quantity: 1,
      unitAmount: -discount,
      amount: -discount,
      ...period,
    });
  }
  return lines;
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
