import { randomBytes } from 'node:crypto';
import { type CurrencyId, type Interval, isLanguage, type Language, planIdOf } from '@portal/contract';
import { addUtcDays, startOfUtcDay } from '@portal/contract/dates';
import { addHours } from 'date-fns';
import { eq } from 'drizzle-orm';
import { addIntervals } from '../../modules/billing-engine/periods';
import { couponCycles, findRedeemableCoupon, redeemCoupon } from '../../modules/catalog/coupons';
import { findPlan } from '../../modules/catalog/find-plan';
import type { SubscriptionRow } from '../../modules/subscriptions/subscription-queries';
import { recordAudit } from '../../platform/audit';
import { subscriptions, usageRecords, users } from '../schema/index';
import type { BillingSeed } from './billing-demo-kit';

export interface DemoPlan {
  product: 'tools-enterprise' | 'tools-corporate' | 'analytics-enterprise' | 'dmp-enterprise';
  interval: Interval;
  currencyId: CurrencyId;
  quantity: number;
}

export interface Period {
  start: Date;
  end: Date;
}

/** A seeded subscription with what its invoices need. */
export interface DemoSubscription {
  row: SubscriptionRow;
  productName: string;
  language: Language;
  coupon: { code: string; percentOff: number; cycles: number | null } | null;
  /** Every period billed so far, oldest first; the last one is the subscription's current period. */
  periods: Period[];
}

/** What the purchase left different from an active, card-paid subscription. */
type State = Partial<Pick<SubscriptionRow, 'status' | 'payByInvoice'>>;

export interface StartInput {
  userId: number;
  plan: DemoPlan;
  createdAt: Date;
  couponCode?: string;
  /** Periods starting before this time are billed (default: the seed's now). */
  billedUntil?: Date;
  state?: State;
}

/** The periods from the purchase on, each computed from the anchor as the renewal engine does. */
function periodsOf(createdAt: Date, interval: Interval, until: Date): Period[] {
  const periods: Period[] = [];
  for (let k = 0; addIntervals(createdAt, interval, k) < until; k += 1) {
    periods.push({
      start: addIntervals(createdAt, interval, k),
      end: addIntervals(createdAt, interval, k + 1),
    });
  }
  return periods;
}

/** The subscription row as the purchase and its renewals left it, with the plan's price of the catalog. */
export async function startSubscription(seed: BillingSeed, input: StartInput): Promise<DemoSubscription> {
  const { tx } = seed;
  const { plan, createdAt } = input;
  await seed.at(createdAt);
  const found = await findPlan(tx, planIdOf(plan.product, plan.interval, plan.currencyId));
  if (!found) throw new Error(`seed: no plan for ${plan.product}`);
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`seed: no user ${input.userId}`);
  const periods = periodsOf(createdAt, plan.interval, input.billedUntil ?? seed.now);
  const current = periods.at(-1);
  if (!current) throw new Error(`seed: ${plan.product} of ${user.email} starts in the future`);

  const redeemable = input.couponCode ? await findRedeemableCoupon(tx, input.couponCode, createdAt) : null;
  if (input.couponCode && (!redeemable || !(await redeemCoupon(tx, redeemable.id, createdAt)))) {
    throw new Error(`seed: coupon ${input.couponCode} cannot be redeemed`);
  }
  const cycles = redeemable ? couponCycles(redeemable, plan.interval) : null;
  const id = `sub_${randomBytes(12).toString('hex')}`;
  const [row] = await tx
    .insert(subscriptions)
    .values({
      id,
      userId: user.id,
      productId: found.product.id,
      line: found.product.line,
      planId: found.plan.id,
      status: 'active',
      quantity: plan.quantity,
      interval: plan.interval,
      currencyId: found.plan.currencyId,
      unitAmount: found.plan.unitAmount,
      couponId: redeemable?.id ?? null,
      couponCyclesLeft: cycles === null ? null : Math.max(0, cycles - periods.length),
      isMetered: found.product.line === 'tools',
      currentPeriodStart: current.start,
      currentPeriodEnd: current.end,
      ...input.state,
      createdAt,
      updatedAt: current.start,
    })
    .returning();
  if (!row) throw new Error('seed: subscription was not stored');
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: id,
    event: 'created',
    editor: user.id,
    accountId: user.id,
    newValues: {
      product: found.product.name,
      plan: found.plan.unitAmount,
      quantity: plan.quantity,
      interval: plan.interval,
      status: row.status,
      coupon: redeemable?.code ?? null,
    },
  });
  return {
    row,
    productName: found.product.name,
    language: [user.invoiceLanguage, user.language].find(isLanguage) ?? 'en',
    coupon: redeemable ? { code: redeemable.code, percentOff: redeemable.percentOff, cycles } : null,
    periods,
  };
}

/**
 * Poll views of a metered subscription's running period as the Tools app reports them: one record a
 * day, complete days rolled up into current_usage at midnight, today's still waiting.
 */
export async function seedUsage(
  seed: BillingSeed,
  sub: DemoSubscription,
  viewsOnDay: (day: number) => number,
): Promise<number> {
  const today = startOfUtcDay(seed.now);
  const records: (typeof usageRecords.$inferInsert)[] = [];
  let rolledUp = 0;
  let day = 0;
  for (let at = daysNoon(sub.row.currentPeriodStart); at < seed.now; at = addUtcDays(at, 1)) {
    const quantity = viewsOnDay(day);
    day += 1;
    const complete = at < today;
    if (complete) rolledUp += quantity;
    records.push({
      subscriptionId: sub.row.id,
      quantity,
      occurredAt: at,
      rolledUpAt: complete ? today : null,
    });
  }
  if (records.length > 0) await seed.tx.insert(usageRecords).values(records);
  await seed.tx
    .update(subscriptions)
    .set({ currentUsage: rolledUp, usageUpdatedAt: rolledUp > 0 ? today : null })
    .where(eq(subscriptions.id, sub.row.id));
  return rolledUp;
}

/** Usage of a day is reported around noon; the first day counts from the purchase on. */
function daysNoon(periodStart: Date): Date {
  const noon = addHours(startOfUtcDay(periodStart), 12);
  return noon < periodStart ? periodStart : noon;
}
