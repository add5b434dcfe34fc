import type { UpcomingInvoice } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { coupons, products, subscriptions, users } from '../../db/schema/index';
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

/** Subscriptions that will renew: active or past due, not cancelled, the next to renew first. */
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
      payByInvoice: subscriptions.payByInvoice,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .where(
      and(
        eq(subscriptions.userId, accountId),
        inArray(subscriptions.status, ['active', 'past_due']),
        isNull(subscriptions.canceledAt),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd, subscriptions.id),
);

/**
 * `GET /v1/invoice/upcoming`: the next charge of every running subscription that will renew
 * (active or past due, not cancelled), extra users included, taxed as issueInvoice would tax it today.
 */
export async function listUpcomingInvoices(deps: AppDeps, accountId: number): Promise<UpcomingInvoice[]> {
  const [[buyer], rows] = await Promise.all([
    buyerRow(deps.database.db, accountId),
    renewingSubscriptions(deps.database.db, accountId),
  ]);
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
    const { gross } = renewalTotal(
      {
        unitAmount: row.unitAmount,
        quantity: row.quantity,
        percentOff: couponApplies ? row.percentOff : null,
        extrasNet: row.extraUsers * (row.extraUserUnitAmount ?? 0),
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
    };
  });
}
