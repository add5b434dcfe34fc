import { and, eq, isNull } from 'drizzle-orm';
import { paymentMethods, subscriptions, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { mailPaymentActionNeeded, mailPurchaseConfirmed } from '../billing-mails/index';
import { invoiceCharge, recordCharge } from '../money/index';
import { endReplacedSubscription } from './replaced-subscription';
import type { Reservation } from './reserve-purchase';

/**
 * Turns a reservation whose payment did not fail into the subscription: the first invoice (paid, or
 * open while 3-D Secure, a SEPA settlement or a bank transfer is pending), the payment attempt, the
 * replaced subscription ended (once no 3-D Secure is pending), all in one transaction. Runs in the
 * request, or in the reconciliation sweep when the request is gone, in the money core's record step:
 * only whoever closes the charge records it. Returns false when it was closed already (the sweep released or recorded it first).
 */
export async function finishPurchase(
  deps: Pick<AppDeps, 'config' | 'clock' | 'database' | 'jobs'>,
  reserved: Pick<Reservation, 'subscriptionId' | 'accountId' | 'chargeId' | 'plan'> & {
    charge: Parameters<typeof invoiceCharge>[2];
  },
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<boolean> {
  const { accountId, subscriptionId, plan } = reserved;
  const at = new Date(plan.at);
  const needsAction = intent?.status === 'requires_action';
  const recorded = await recordCharge(
    deps,
    { id: reserved.chargeId, userId: accountId },
    intent,
    async (tx) => {
      const invoice = await invoiceCharge(tx, deps, reserved.charge, {
        lines: plan.lines,
        paymentMethodType: plan.methodType ?? 'invoice',
        at,
        intent,
        context,
      });
      const cyclesLeft = plan.couponCycles === null ? null : Math.max(0, plan.couponCycles - 1);
      await tx
        .update(subscriptions)
        .set({
          status: needsAction ? 'incomplete' : 'active',
          couponCyclesLeft: plan.couponId === null ? null : cyclesLeft,
          updatedAt: at,
        })
        .where(eq(subscriptions.id, subscriptionId));
      if (plan.payByInvoice) {
        // The account becomes an invoice payer until it adds a payment method (spec §4).
        await tx
          .update(users)
          .set({ cardBrand: 'invoice', cardLastFour: null, updatedAt: at })
          .where(and(eq(users.id, accountId), isNull(users.cardBrand)));
      }
      // A method saved for this purchase is kept for good only once the payment went through.
      if (plan.savedMethodId && !needsAction) {
        await tx
          .update(paymentMethods)
          .set({ replacedDefaultId: null })
          .where(eq(paymentMethods.id, plan.savedMethodId));
      }
      // With 3-D Secure pending the replaced subscription runs on until the payment is settled.
      if (plan.replacedId && !needsAction) {
        await endReplacedSubscription(tx, { id: subscriptionId, userId: accountId }, at, { context });
      }
      await recordAudit(tx, {
        entityType: 'subscription',
        entityId: subscriptionId,
        event: 'created',
        ...auditBy(context, accountId),
        newValues: {
          product: plan.productName,
          plan: plan.unitAmount,
          quantity: plan.quantity,
          interval: plan.interval,
          status: needsAction ? 'incomplete' : 'active',
          invoice: invoice.number,
          coupon: plan.couponCode,
        },
      });
      const mail = { accountId, subscriptionId, invoiceId: invoice.id };
      if (intent && needsAction) await mailPaymentActionNeeded(tx, deps, { ...mail, intentId: intent.id });
      else await mailPurchaseConfirmed(tx, deps, mail);
    },
  );
  return recorded.recorded;
}
