import { randomBytes } from 'node:crypto';
import type { UpgradeRequest } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { coupons, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { callerOf, type RequestContext, systemContext } from '../../platform/request-context';
import { couponCycles, invalidCoupon, redeemCoupon } from '../catalog/index';
import {
  type ChargeReservation,
  chargeLeaseMs,
  closeCharge,
  moneyTransaction,
  reserveCharges,
  type StoredLine,
  storeLines,
} from '../money/index';
import {
  billingDataMissing,
  detachQuietly,
  findDefaultPaymentMethod,
  findOwnPaymentMethod,
  hasInvoiceData,
  hasRunningSubscription,
  listLivePaymentMethods,
  loadBillingAccount,
  type PaymentMethodRow,
  removeMethodSavedForPurchase,
} from '../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { linesLanguage } from './lines-language';
import { pricePurchase } from './price-purchase';
import { checkPurchaseOrder, couponOfOrder } from './purchase-order';
import { accountTime } from './renewals/account-clock';
import { invoiceNotAvailable, paymentMethodMissing, productAlreadyActive } from './subscription-errors';

/**
 * What recording a reserved purchase needs, kept with its charge (charges.plan) so the
 * reconciliation sweep can finish or undo it when the request that reserved it is gone.
 */
export interface PurchasePlan {
  productName: string;
  currencyId: number;
  interval: 'month' | 'year';
  quantity: number;
  unitAmount: number;
  couponId: number | null;
  couponCode: string | null;
  couponCycles: number | null;
  /** Our payment method charged; null when paying by invoice. */
  methodId: string | null;
  methodType: 'card' | 'sepa_debit' | null;
  payByInvoice: boolean;
  gross: number;
  lines: StoredLine[];
  /** The subscription an upgrade replaces (it runs on until the first payment settles). */
  replacedId: string | null;
  /** The account's time of the purchase: the new subscription's start. */
  at: string;
  /** A method saved as default for this purchase: a refused purchase removes it (decision 0023). */
  savedMethodId: string | null;
}

export interface Reservation {
  subscriptionId: string;
  accountId: number;
  /** The charge record's id: the gateway's idempotency key. */
  chargeId: string;
  charge: ChargeReservation;
  method: PaymentMethodRow | null;
  plan: PurchasePlan;
}

export const purchaseChargeId = (subscriptionId: string) => `purchase-${subscriptionId}`;

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
 * marked as being replaced; the coupon's redemption is counted. Audited as the charge's reservation
 * (staff read it); the subscription's `created` follows when the purchase is recorded.
 */
export async function reservePurchase(
  deps: AppDeps,
  context: RequestContext,
  body: UpgradeRequest,
): Promise<Reservation> {
  const accountId = callerOf(context).accountId;
  // The caller's language: invoice lines use the invoice language, else this one.
  const callerLanguage = context.language;
  // Before the first invoice of a VAT id the registry has not answered for: asked now, outside the
  // money lock, so reverse charge applies at once to a valid id (decision 0080).
  await checkVatIdBeforeFirstInvoice(deps, accountId, context);
  const at = await accountTime(deps, accountId);
  try {
    return await moneyTransaction(deps, accountId, async (tx) => {
      const account = await withVatIdCheck(
        deps,
        tx,
        await loadBillingAccount(tx, accountId, { lock: true }),
        at,
      );
      const order = await checkPurchaseOrder(tx, accountId, body, at);
      const { plan, product, replaced } = order;

      const payByInvoice = body.payByInvoice === true;
      if (!hasInvoiceData(account)) throw billingDataMissing();
      // A method saved for this purchase pays it, default or not; otherwise the default does.
      const savedMethod = await savedForThisPurchase(tx, accountId, body.savedPaymentMethodId);
      const method = payByInvoice ? null : (savedMethod ?? (await findDefaultPaymentMethod(tx, accountId)));
      if (!payByInvoice && !method) throw paymentMethodMissing();
      if (payByInvoice && (await listLivePaymentMethods(tx, accountId)).length > 0)
        throw invoiceNotAvailable();

      const coupon = await couponOfOrder(tx, body.couponCode, at);
      if (coupon && !(await redeemCoupon(tx, coupon.id, at))) throw invalidCoupon();

      const subscriptionId = `sub_${randomBytes(12).toString('hex')}`;
      const interval = body.interval;
      const { lines, amounts, periodEnd } = pricePurchase(deps.config, account, order, {
        quantity: body.quantity,
        interval,
        payByInvoice,
        coupon,
        at,
        language: linesLanguage(account, callerLanguage),
      });
      const gross = amounts.gross;
      const savedMethodId = savedMethod && method?.id === savedMethod.id ? savedMethod.id : null;
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
        // Its invoices name it (BT-13); without one they take the account's default.
        purchaseOrder: body.purchase_order || null,
        isMetered: product.line === 'tools',
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        createdAt: at,
        updatedAt: at,
      });
      const purchasePlan: PurchasePlan = {
        productName: product.name,
        currencyId: plan.currencyId,
        interval,
        quantity: body.quantity,
        unitAmount: plan.unitAmount,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        couponCycles: coupon ? couponCycles(coupon, interval) : null,
        methodId: method?.id ?? null,
        methodType: method ? (method.type === 'sepa_debit' ? 'sepa_debit' : 'card') : null,
        payByInvoice,
        gross,
        lines: storeLines(lines),
        replacedId: replaced?.subscription.id ?? null,
        at: at.toISOString(),
        savedMethodId,
      };
      const chargeId = purchaseChargeId(subscriptionId);
      const charge: ChargeReservation = {
        id: chargeId,
        purpose: 'purchase',
        userId: accountId,
        subscriptionId,
        paymentMethodId: method?.id ?? null,
        amount: gross,
        currencyId: plan.currencyId,
        plan: purchasePlan,
      };
      await reserveCharges(tx, [charge], deps.clock.now(), chargeLeaseMs(deps.config));
      await recordAudit(tx, {
        entityType: 'charge',
        entityId: chargeId,
        event: 'created',
        ...auditBy(context, accountId),
        newValues: {
          purpose: 'purchase',
          subscription_id: subscriptionId,
          product: product.name,
          quantity: body.quantity,
          interval,
          amount: gross,
          currency_id: plan.currencyId,
          coupon: coupon?.code ?? null,
          replaces: replaced?.subscription.id ?? null,
          payment_method: method?.id ?? null,
        },
      });
      return { subscriptionId, accountId, chargeId, charge, method, plan: purchasePlan };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw productAlreadyActive();
    throw error;
  }
}

/**
 * Only a live method of the account's own, saved within the hour, counts as saved for this
 * purchase: the id from the browser is checked against our records, never taken on its word.
 */
const SAVED_FOR_PURCHASE_MS = 60 * 60_000;

async function savedForThisPurchase(
  tx: Tx,
  accountId: number,
  savedId: string | null | undefined,
): Promise<PaymentMethodRow | null> {
  if (!savedId) return null;
  const own = await findOwnPaymentMethod(tx, accountId, savedId);
  // Saved in this payment dialog: an older method is never taken for one saved for this purchase.
  const recent = own && own.createdAt.getTime() > Date.now() - SAVED_FOR_PURCHASE_MS;
  return own && recent ? own : null;
}

/**
 * Undoes a reservation whose payment failed or never happened: the subscription row goes, the
 * replaced one runs on, the coupon is given back and a method saved for it is removed. Only whoever
 * releases the charge undoes it (the request or the sweep, never both). Returns whether it did.
 * Audited on the charge, by the caller (the system for the sweep).
 */
export async function releasePurchase(
  deps: AppDeps,
  reserved: Pick<Reservation, 'subscriptionId' | 'accountId' | 'chargeId' | 'plan'>,
  details: { gatewayIntentId?: string | null } = {},
  context: RequestContext = systemContext(),
): Promise<boolean> {
  const { plan } = reserved;
  const detach = await moneyTransaction(deps, reserved.accountId, async (tx) => {
    if (!(await closeCharge(tx, reserved.chargeId, 'released', deps.clock.now(), details))) return undefined;
    await recordAudit(tx, {
      entityType: 'charge',
      entityId: reserved.chargeId,
      event: 'updated',
      ...auditBy(context, reserved.accountId),
      oldValues: { status: 'reserved' },
      newValues: { status: 'released', subscription_removed: reserved.subscriptionId },
    });
    await tx.delete(subscriptions).where(eq(subscriptions.id, reserved.subscriptionId));
    if (plan.replacedId) {
      await tx.update(subscriptions).set({ replacedById: null }).where(eq(subscriptions.id, plan.replacedId));
    }
    if (plan.couponId !== null) {
      await tx
        .update(coupons)
        .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
        .where(and(eq(coupons.id, plan.couponId)));
    }
    if (!plan.savedMethodId) return null;
    return removeMethodSavedForPurchase(tx, reserved.accountId, plan.savedMethodId, new Date(plan.at));
  });
  if (detach) await detachQuietly(deps, detach);
  return detach !== undefined;
}

/** A purchase refused before its reservation: the method saved for it is removed (if it is one). */
export async function giveBackSavedMethod(deps: AppDeps, accountId: number, savedId: string): Promise<void> {
  const detach = await moneyTransaction(deps, accountId, async (tx) => {
    if (!(await savedForThisPurchase(tx, accountId, savedId))) return null;
    // The only method of an account that is subscribed stays (spec §4), as a delete would.
    const live = await listLivePaymentMethods(tx, accountId);
    if (live.length <= 1 && (await hasRunningSubscription(tx, accountId))) return null;
    return removeMethodSavedForPurchase(tx, accountId, savedId, deps.clock.now());
  });
  if (detach) await detachQuietly(deps, detach);
}
