import { and, eq, isNull, ne } from 'drizzle-orm';
import { coupons, products, subscriptions, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { preparedAccountRead } from '../../platform/prepared-query';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription with what its view needs: the product's name and the coupon's percentage. */
export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  productName: string;
  productTier: string;
  couponPercentOff: number | null;
  couponCode: string | null;
  /** The account's payment kind: a card brand, 'sepa_debit', 'invoice' or null. */
  cardBrand: string | null;
}

function selectRecords(executor: Executor) {
  return executor
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
    .leftJoin(coupons, eq(coupons.id, subscriptions.couponId));
}

/**
 * The account's subscriptions that have not ended, oldest first. One an upgrade is replacing (its
 * successor waits for 3-D Secure) is on its way out and no longer listed: the successor shows.
 */
export const liveSubscriptionsOf: (executor: Executor, accountId: number) => Promise<SubscriptionRecord[]> =
  preparedAccountRead('live_subscriptions', (executor, accountId) =>
    selectRecords(executor)
      .where(
        and(
          eq(subscriptions.userId, accountId),
          ne(subscriptions.status, 'ended'),
          isNull(subscriptions.replacedById),
        ),
      )
      .orderBy(subscriptions.createdAt),
  );

/** One live subscription of the account; another account's id finds nothing. */
export async function findLiveSubscription(
  executor: Executor,
  accountId: number,
  subscriptionId: string,
): Promise<SubscriptionRecord | null> {
  const [record] = await selectRecords(executor).where(
    and(
      eq(subscriptions.id, subscriptionId),
      eq(subscriptions.userId, accountId),
      ne(subscriptions.status, 'ended'),
      isNull(subscriptions.replacedById),
    ),
  );
  return record ?? null;
}

/** Locks the account row: purchases and license changes of one account run one at a time. */
export async function lockAccount(executor: Executor, accountId: number) {
  const [user] = await executor.select().from(users).where(eq(users.id, accountId)).for('update');
  return user ?? null;
}
