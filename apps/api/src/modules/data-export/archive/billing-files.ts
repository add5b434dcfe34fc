import { and, asc, eq, isNull } from 'drizzle-orm';
import { coupons, paymentMethods, products, subscriptions, users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import {
  cancellationsOfAccount,
  type SubscriptionRecord,
  toSubscriptionView,
} from '../../subscriptions/index';

/**
 * subscriptions.json: every subscription the account ever had, ended ones included, oldest first,
 * with why it was cancelled as the customer said it (decision 0085).
 */
export async function subscriptionsFile(executor: Executor, accountId: number) {
  const cancellations = await cancellationsOfAccount(executor, accountId);
  const records: SubscriptionRecord[] = await executor
    .select({
      subscription: subscriptions,
      productName: products.name,
      productTier: products.tier,
      couponPercentOff: coupons.percentOff,
      couponCode: coupons.code,
      cardBrand: users.cardBrand,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .where(eq(subscriptions.userId, accountId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return records.map((record) => ({
    ...toSubscriptionView(record),
    coupon: record.couponCode,
    purchase_order: record.subscription.purchaseOrder,
    canceled_at: record.subscription.canceledAt?.toISOString() ?? null,
    ended_at: record.subscription.endedAt?.toISOString() ?? null,
    cancellation: cancellations.get(record.subscription.id) ?? null,
  }));
}

/**
 * payment-methods.json: the saved methods by brand and last four digits only. The gateway's ids,
 * mandate references and holder names stay out: they are keys to the money, not information.
 */
export async function paymentMethodsFile(executor: Executor, accountId: number) {
  const rows = await executor
    .select({ type: paymentMethods.type, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, accountId), isNull(paymentMethods.deletedAt)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map((row) => ({
    brand: row.type === 'sepa_debit' ? 'sepa_debit' : (row.brand ?? 'card'),
    last4: row.last4,
  }));
}
