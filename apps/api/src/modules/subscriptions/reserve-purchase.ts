import { randomBytes } from 'node:crypto';
import { isLanguage, type Language, type UpgradeRequest } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { coupons, subscriptions } from '../../db/schema/index';
import type { Principal } from '../../platform/principal';
import { addIntervals } from '../billing-engine/periods';
import { invalidCoupon } from '../catalog/check-coupon';
import { couponCycles, findRedeemableCoupon, redeemCoupon } from '../catalog/coupons';
import { findPlan } from '../catalog/find-plan';
import { planNotFound } from '../catalog/get-plans';
import { billingDataMissing, hasInvoiceData, loadBillingAccount } from '../payments/billing-account';
import {
  findDefaultPaymentMethod,
  listLivePaymentMethods,
  type PaymentMethodRow,
} from '../payments/payment-method-queries';
import { invoiceGross } from './invoice-total';
import { type PurchasePricing, purchaseLines } from './purchase-lines';
import {
  corporatePlan,
  invoiceNotAvailable,
  invoiceRequiresYearly,
  paymentMethodMissing,
  planMismatch,
  productAlreadyActive,
  subscriptionIncomplete,
} from './subscription-errors';
import { liveSubscriptionsOf, type SubscriptionRecord } from './subscription-queries';
import { isCorporate } from './subscription-view';

export interface Reservation {
  subscriptionId: string;
  accountId: number;
  productName: string;
  currencyId: number;
  interval: 'month' | 'year';
  pricing: PurchasePricing;
  couponId: number | null;
  couponCycles: number | null;
  method: PaymentMethodRow | null;
  payByInvoice: boolean;
  gross: number;
  replaced: SubscriptionRecord | null;
  at: Date;
}

/** PostgreSQL's unique_violation, also when drizzle wraps the driver's error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Checks every rule of spec §4 and reserves the purchase before any money moves: the new
 * subscription row (status incomplete) takes the account's one live place in the product line, so a
 * second purchase racing this one is refused instead of charged. A subscription it upgrades is
 * marked as being replaced; the coupon's redemption is counted.
 */
export async function reservePurchase(
  deps: AppDeps,
  principal: Principal,
  body: UpgradeRequest,
  /** The caller's language: invoice lines use the invoice language, else this one. */
  callerLanguage: Language,
): Promise<Reservation> {
  const at = deps.clock.now();
  const accountId = principal.accountId;
  try {
    return await deps.database.db.transaction(async (tx) => {
      const account = await loadBillingAccount(tx, accountId, { lock: true });
      const found = await findPlan(tx, body.plan);
      if (!found || found.plan.onRequest || !found.plan.active) throw planNotFound();
      const { plan, product } = found;
      if (product.id !== body.productId || plan.interval !== body.interval) throw planMismatch();

      const live = await liveSubscriptionsOf(tx, accountId);
      if (live.some(isCorporate)) throw corporatePlan();
      if (live.some((record) => record.subscription.productId === product.id)) throw productAlreadyActive();
      const replaced = live.find((record) => record.subscription.line === product.line) ?? null;
      if (replaced && replaced.subscription.status !== 'active') throw subscriptionIncomplete();

      const payByInvoice = body.payByInvoice === true;
      if (payByInvoice && body.interval !== 'year') throw invoiceRequiresYearly();
      if (!hasInvoiceData(account)) throw billingDataMissing();
      const method = payByInvoice ? null : await findDefaultPaymentMethod(tx, accountId);
      if (!payByInvoice && !method) throw paymentMethodMissing();
      if (payByInvoice && (await listLivePaymentMethods(tx, accountId)).length > 0)
        throw invoiceNotAvailable();

      const coupon = body.couponCode ? await findRedeemableCoupon(tx, body.couponCode, at) : null;
      if (body.couponCode && (!coupon || !(await redeemCoupon(tx, coupon.id, at)))) throw invalidCoupon();

      const subscriptionId = `sub_${randomBytes(12).toString('hex')}`;
      const interval = body.interval;
      const periodEnd = addIntervals(at, interval, 1);
      const language = isLanguage(account.invoiceLanguage) ? account.invoiceLanguage : callerLanguage;
      const pricing: PurchasePricing = {
        productName: product.name,
        unitAmount: plan.unitAmount,
        quantity: body.quantity,
        periodStart: at,
        periodEnd,
        coupon: coupon ? { code: coupon.code, percentOff: coupon.percentOff } : null,
        replaced,
        language,
      };
      const gross = invoiceGross(deps.config, account, purchaseLines(pricing, at));
      if (replaced) {
        await tx
          .update(subscriptions)
          .set({ replacedById: subscriptionId, updatedAt: at })
          .where(eq(subscriptions.id, replaced.subscription.id));
      }
      await tx.insert(subscriptions).values({
        id: subscriptionId,
        userId: accountId,
        productId: product.id,
        line: product.line,
        planId: plan.id,
        status: 'incomplete',
        quantity: body.quantity,
        interval,
        currencyId: plan.currencyId,
        unitAmount: plan.unitAmount,
        couponId: coupon?.id ?? null,
        payByInvoice,
        isMetered: product.line === 'tools',
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        createdAt: at,
        updatedAt: at,
      });
      return {
        subscriptionId,
        accountId,
        productName: product.name,
        currencyId: plan.currencyId,
        interval,
        pricing,
        couponId: coupon?.id ?? null,
        couponCycles: coupon ? couponCycles(coupon, interval) : null,
        method,
        payByInvoice,
        gross,
        replaced,
        at,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw productAlreadyActive();
    throw error;
  }
}

/** Undoes a reservation whose payment failed: nothing of the attempt stays visible. */
export async function releasePurchase(deps: AppDeps, reservation: Reservation): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(subscriptions).where(eq(subscriptions.id, reservation.subscriptionId));
    if (reservation.replaced) {
      await tx
        .update(subscriptions)
        .set({ replacedById: null })
        .where(eq(subscriptions.id, reservation.replaced.subscription.id));
    }
    if (reservation.couponId !== null) {
      await tx
        .update(coupons)
        .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
        .where(and(eq(coupons.id, reservation.couponId)));
    }
  });
}
