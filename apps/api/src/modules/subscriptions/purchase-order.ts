import type { PurchaseQuoteRequest } from '@portal/contract';
import type { Executor } from '../../platform/db';
import {
  type CouponRow,
  findPlan,
  findRedeemableCoupon,
  invalidCoupon,
  type PlanRow,
  type ProductRow,
  planNotFound,
} from '../catalog/index';
import { mustSettleOpenPayments } from '../invoices/index';
import {
  corporatePlan,
  invoiceRequiresYearly,
  openPaymentsFirst,
  planMismatch,
  productAlreadyActive,
  subscriptionIncomplete,
  subscriptionPaused,
} from './subscription-errors';
import { liveSubscriptionsOf, type SubscriptionRecord } from './subscription-queries';
import { isCorporate } from './subscription-view';

/** What is bought, checked against the catalog and the account's live subscriptions. */
export interface PurchaseOrder {
  plan: PlanRow;
  product: ProductRow;
  /** The subscription of the same product line an upgrade replaces, if any. */
  replaced: SubscriptionRecord | null;
}

/**
 * The rules of spec §4 on what may be bought, in the order the purchase checks them: a plan that
 * can be bought, of the product and interval named, nothing next to a corporate plan, not the
 * product already held, no upgrade of a subscription still waiting for its payment, paying by
 * invoice only yearly, and nothing while a due payment is open (decision 0040). A purchase and its
 * quote refuse alike.
 */
export async function checkPurchaseOrder(
  executor: Executor,
  accountId: number,
  order: PurchaseQuoteRequest,
  /** The account's time: what is due by now. */
  at: Date,
): Promise<PurchaseOrder> {
  const found = await findPlan(executor, order.plan);
  if (!found || found.plan.onRequest || !found.plan.active) throw planNotFound();
  const { plan, product } = found;
  if (product.id !== order.productId || plan.interval !== order.interval) throw planMismatch();

  const live = await liveSubscriptionsOf(executor, accountId);
  if (live.some(isCorporate)) throw corporatePlan();
  if (live.some((record) => record.subscription.productId === product.id)) throw productAlreadyActive();
  const replaced = live.find((record) => record.subscription.line === product.line) ?? null;
  // A paused subscription is resumed before it is upgraded (decision 0085).
  if (replaced?.subscription.status === 'paused') throw subscriptionPaused();
  if (replaced && replaced.subscription.status !== 'active') throw subscriptionIncomplete();
  if (order.payByInvoice === true && order.interval !== 'year') throw invoiceRequiresYearly();
  if (await mustSettleOpenPayments(executor, accountId, at)) throw openPaymentsFirst();
  return { plan, product, replaced };
}

/** The coupon an order names, if it can still be redeemed at `at`; any other code is invalid. */
export async function couponOfOrder(
  executor: Executor,
  code: string | null | undefined,
  at: Date,
): Promise<CouponRow | null> {
  if (!code) return null;
  const coupon = await findRedeemableCoupon(executor, code, at);
  if (!coupon) throw invalidCoupon();
  return coupon;
}
