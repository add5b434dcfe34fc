import type { PayInvoiceResponse } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { charges, invoices, payments } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { viaGateway } from '../../payments/index';
import { authenticationFailed, nothingToComplete } from '../money-errors';
import { moneyTransaction } from '../money-lock';
import { refundQuietly } from '../refund-quietly';
import { giveBackCardSavedForPayment } from './give-back-card';
import { planOf } from './invoice-charge-id';
import { invoiceNotFound } from './invoice-payment-errors';
import { answer } from './pay-invoice';
import { recordInvoicePayment } from './record-invoice-payment';

/**
 * `POST /v1/invoice/:id/pay/confirm`: after the browser ran 3-D Secure, the gateway's word on the
 * customer's latest attempt decides. Succeeded: the invoice is paid and its subscription active.
 * Anything else: the invoice stays open for another attempt (a card typed for it is removed again)
 * and the answer is the 3-D Secure failure of spec §8. The webhook may have recorded it first.
 */
export async function confirmInvoicePayment(
  deps: AppDeps,
  context: RequestContext,
  invoiceId: number,
): Promise<PayInvoiceResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, accountId)));
  if (!invoice) throw invoiceNotFound();
  const [latest] = await db
    .select({ payment: payments, plan: charges.plan })
    .from(payments)
    .innerJoin(
      charges,
      and(eq(charges.gatewayIntentId, payments.gatewayIntentId), eq(charges.purpose, 'invoice')),
    )
    .where(eq(payments.invoiceId, invoice.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!latest) throw nothingToComplete();
  const { payment } = latest;
  if (payment.status === 'succeeded' || payment.status === 'processing') {
    return answer(context, 'paid', invoice.number, null, null);
  }
  if (payment.status !== 'requires_action') throw authenticationFailed();

  const intent = await viaGateway(() => deps.gateway.retrievePaymentIntent(payment.gatewayIntentId));
  const at = deps.clock.now();
  const outcome = await moneyTransaction(deps, accountId, (tx) =>
    recordInvoicePayment(tx, {
      accountId,
      invoiceId: invoice.id,
      paymentMethodId: payment.paymentMethodId,
      intent,
      at,
      context,
    }),
  );
  if (outcome === 'duplicate') {
    await refundQuietly(deps, intent, { accountId, purpose: 'invoice', chargeId: null });
  }
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return answer(context, 'paid', invoice.number, null, null);
  }
  if (intent.status === 'failed') {
    await giveBackCardSavedForPayment(deps, accountId, planOf(latest.plan).savedMethodId);
  }
  throw authenticationFailed();
}
