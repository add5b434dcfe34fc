import type { UpcomingInvoice } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { coupons, plans, products, subscriptions, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { preparedAccountRead } from '../../platform/prepared-query';
import { upcomingSepaDebits } from '../sepa-notices/index';
import { vatIdStandingOf } from '../vat-ids/index';
import { currencyCode, unixSeconds } from './invoice-view';
import { renewalTotal } from './renewal-total';
import { taxRuleFor } from './tax';

const buyerRow = preparedAccountRead('upcoming_buyer', (executor, accountId) =>
  executor
    .select({ country: users.country, company: users.company, vatId: users.vatId })
    .from(users)
    .where(eq(users.id, accountId)),
);

/** Subscriptions that will renew: active, past due or paused, not cancelled, the next to renew first. */
const renewingSubscriptions = preparedAccountRead('upcoming_subscriptions', (executor, accountId) =>
  executor
    .select({
      id: subscriptions.id,
      name: products.name,
      unitAmount: subscriptions.unitAmount,
      quantity: subscriptions.quantity,
      extraUsers: subscriptions.extraUsers,
      extraUserUnitAmount: subscriptions.extraUserUnitAmount,
      currencyId: subscriptions.currencyId,
      isMetered: subscriptions.isMetered,
      couponCyclesLeft: subscriptions.couponCyclesLeft,
      percentOff: coupons.percentOff,
      usageUpdatedAt: subscriptions.usageUpdatedAt,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      pauseEndsAt: subscriptions.pauseEndsAt,
      payByInvoice: subscriptions.payByInvoice,
      yearlyUnitAmount: plans.unitAmount,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    // A switch to yearly billing waiting for the next renewal (decision 0085): its yearly plan.
    .leftJoin(
      plans,
      and(
        eq(subscriptions.pendingInterval, 'year'),
        eq(plans.productId, subscriptions.productId),
        eq(plans.interval, 'year'),
        eq(plans.currencyId, subscriptions.currencyId),
      ),
    )
    .where(
      and(
        eq(subscriptions.userId, accountId),
        inArray(subscriptions.status, ['active', 'past_due', 'paused']),
        isNull(subscriptions.canceledAt),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd, subscriptions.id),
);

/**
 * `GET /v1/invoice/upcoming`: the next charge of every running subscription that will renew
 * (active or past due, not cancelled), extra users included, taxed as issueInvoice would tax it today.
 * A planned or running pause (decision 0085) moves that charge to the pause's end, and says so.
 */
export async function listUpcomingInvoices(deps: AppDeps, accountId: number): Promise<UpcomingInvoice[]> {
  const [[buyer], subscribed] = await Promise.all([
    buyerRow(deps.database.db, accountId),
    renewingSubscriptions(deps.database.db, accountId),
  ]);
  // The next renewal is at the pause's end while one is planned or running.
  const rows = subscribed
    .map((row) => ({ ...row, currentPeriodEnd: row.pauseEndsAt ?? row.currentPeriodEnd }))
    .sort((a, b) => a.currentPeriodEnd.getTime() - b.currentPeriodEnd.getTime());
  if (!buyer) throw notFound();
  const vatIdCheck = await vatIdStandingOf(
    deps.database.db,
    { accountId, vatId: buyer.vatId },
    deps.clock.now(),
    deps.config.VAT_VERIFICATION_VALID_DAYS,
  );
  const { rate } = taxRuleFor(deps.config.SELLER_COUNTRY, { ...buyer, vatIdCheck });
  const sepaDebits = await upcomingSepaDebits(
    deps.database.db,
    deps.config,
    accountId,
    rows,
    deps.clock.now(),
  );
  return rows.map((row) => {
    // couponCyclesLeft: null while the coupon lasts forever, 0 once it is used up.
    const couponApplies =
      row.percentOff !== null && (row.couponCyclesLeft === null || row.couponCyclesLeft > 0);
    // Switching to yearly billing, the renewal bills the yearly plan and extra users for 12 months.
    const months = row.yearlyUnitAmount === null ? 1 : 12;
    const { gross } = renewalTotal(
      {
        unitAmount: row.yearlyUnitAmount ?? row.unitAmount,
        quantity: row.quantity,
        percentOff: couponApplies ? row.percentOff : null,
        extrasNet: row.extraUsers * (row.extraUserUnitAmount ?? 0) * months,
      },
      rate,
    );
    return {
      name: row.name,
      total: gross,
      is_metered: row.isMetered ? '1' : '0',
      // Before the first daily roll-up the period's usage is as it was when the period began.
      last_updated: unixSeconds(row.usageUpdatedAt ?? row.currentPeriodStart),
      next_payment_attempt: unixSeconds(row.currentPeriodEnd),
      subscriptionId: row.id,
      currency: currencyCode(row.currencyId),
      sepaDebit: sepaDebits.get(row.id) ?? null,
      // Only while a pause is planned or running: an answer without one is as before.
      ...(row.pauseEndsAt ? { paused_until: row.pauseEndsAt.toISOString() } : {}),
    };
  });
}
