import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { subscriptions, users } from '../../db/schema/index';
import { editorOf, recordAudit } from '../../platform/audit';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { Principal } from '../../platform/principal';
import { issueInvoice } from '../invoices/issue-invoice';
import { purchaseLines } from './purchase-lines';
import { recordPayment } from './record-payment';
import { endReplacedSubscription } from './replaced-subscription';
import type { Reservation } from './reserve-purchase';

/**
 * Turns a reservation whose payment did not fail into the subscription: the first invoice (paid, or
 * open while 3-D Secure, a SEPA settlement or a bank transfer is pending), the payment attempt, the
 * replaced subscription ended (once no 3-D Secure is pending), all in one transaction.
 */
export async function finishPurchase(
  deps: AppDeps,
  principal: Principal,
  reservation: Reservation,
  intent: GatewayPaymentIntent | null,
  request: FastifyRequest,
): Promise<void> {
  const { at, accountId, subscriptionId } = reservation;
  const needsAction = intent?.status === 'requires_action';
  await deps.database.db.transaction(async (tx) => {
    const invoice = await issueInvoice(tx, deps, {
      userId: accountId,
      subscriptionId,
      currencyId: reservation.currencyId,
      lines: purchaseLines(reservation.pricing, at),
      paymentMethodType:
        reservation.method?.type === 'sepa_debit' ? 'sepa_debit' : reservation.method ? 'card' : 'invoice',
      status: reservation.gross === 0 || intent?.status === 'succeeded' ? 'paid' : 'open',
      issuedAt: at,
      editor: editorOf(principal),
      request,
    });
    if (intent) {
      await recordPayment(tx, {
        accountId,
        invoiceId: invoice.id,
        paymentMethodId: reservation.method?.id ?? null,
        intent,
        currencyId: reservation.currencyId,
        offSession: false,
        at,
      });
    }
    const cyclesLeft = reservation.couponCycles === null ? null : Math.max(0, reservation.couponCycles - 1);
    await tx
      .update(subscriptions)
      .set({
        status: needsAction ? 'incomplete' : 'active',
        couponCyclesLeft: reservation.couponId === null ? null : cyclesLeft,
        updatedAt: at,
      })
      .where(eq(subscriptions.id, subscriptionId));
    if (reservation.payByInvoice) {
      // The account becomes an invoice payer until it adds a payment method (spec §4).
      await tx
        .update(users)
        .set({ cardBrand: 'invoice', cardLastFour: null, updatedAt: at })
        .where(and(eq(users.id, accountId), isNull(users.cardBrand)));
    }
    // With 3-D Secure pending the replaced subscription runs on until the payment is settled.
    if (reservation.replaced && !needsAction) {
      await endReplacedSubscription(tx, { id: subscriptionId, userId: accountId }, at, {
        editor: editorOf(principal),
        request,
      });
    }
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: subscriptionId,
      event: 'created',
      editor: editorOf(principal),
      accountId,
      newValues: {
        product: reservation.productName,
        plan: reservation.pricing.unitAmount,
        quantity: reservation.pricing.quantity,
        interval: reservation.interval,
        status: needsAction ? 'incomplete' : 'active',
        invoice: invoice.number,
        coupon: reservation.pricing.coupon?.code ?? null,
      },
      request,
    });
  });
}
