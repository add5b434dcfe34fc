import type { PayInvoiceRequest, PayInvoiceResponse } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import { t } from '../../../platform/i18n/index';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { addPaymentMethod, findDefaultPaymentMethod, mayHaveMovedMoney } from '../../payments/index';
import { closeCharge } from '../charge-ledger';
import { moneyTransaction } from '../money-lock';
import { chargeReserved, recordCharge } from '../move-money';
import { refundQuietly } from '../refund-quietly';
import { cancelWaitingIntents } from './cancel-waiting-intents';
import { giveBackCardSavedForPayment } from './give-back-card';
import { cardMissing, invoicePaymentInProgress } from './invoice-payment-errors';
import { recordInvoicePayment } from './record-invoice-payment';
import { payableInvoice, reserveInvoicePayment } from './reserve-invoice-payment';

/**
 * `POST /v1/invoice/:id/pay`: the customer pays an open card invoice now — a failed renewal in
 * dunning, a licence change or purchase whose 3-D Secure was left — with the saved card or a card
 * typed for it (saved as the default, as a purchase does; a refusal removes it again). Reserve,
 * charge, record (decision 0023): the key is the invoice and the attempt, the metadata names the
 * invoice, and the reconciliation sweep settles an attempt a crash interrupted. A card that needs
 * 3-D Secure answers `requires_action`; the browser confirms, then calls `…/pay/confirm`.
 */
export async function payInvoice(
  deps: AppDeps,
  context: RequestContext,
  invoiceId: number,
  body: PayInvoiceRequest,
): Promise<PayInvoiceResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  // Refused before anything is saved or charged; checked again under the invoice's lock below.
  await payableInvoice(db, accountId, invoiceId);
  let savedMethodId: string | null = null;
  if (body.newPaymentMethodId) {
    savedMethodId = (
      await addPaymentMethod(deps, context, { paymentId: body.newPaymentMethodId, isDefault: true })
    ).id;
  }
  const giveBack = () => giveBackCardSavedForPayment(deps, accountId, savedMethodId);
  const method = await findDefaultPaymentMethod(db, accountId);
  if (method?.type !== 'card') {
    await giveBack();
    throw cardMissing();
  }
  const reservation = await reserveInvoicePayment(deps, context, {
    accountId,
    invoiceId,
    method,
    plan: { savedMethodId },
  }).catch(async (error: unknown) => {
    await giveBack();
    throw error;
  });
  const { invoice, charge } = reservation;
  // A refused attempt is kept as the dunning shows it, and a card typed for it goes again.
  const releaseAttempt = async (intent: GatewayPaymentIntent | null) => {
    await moneyTransaction(deps, accountId, async (tx) => {
      const at = deps.clock.now();
      if (!(await closeCharge(tx, charge.id, 'released', at, { gatewayIntentId: intent?.id ?? null })))
        return;
      if (intent) {
        await recordInvoicePayment(tx, {
          accountId,
          invoiceId: invoice.id,
          paymentMethodId: method.id,
          intent,
          at,
          context,
        });
      }
    });
    await giveBack();
  };
  try {
    // An earlier intent still waiting for 3-D Secure ends first, so two can never both be paid.
    if (await cancelWaitingIntents(deps, invoice.id)) {
      await releaseAttempt(null);
      return answer(context, 'paid', invoice.number, null, null);
    }
  } catch (error) {
    if (!mayHaveMovedMoney(error)) await releaseAttempt(null);
    throw error;
  }
  const intent = await chargeReserved(deps, charge, {
    method,
    description: invoice.number,
    metadata: { invoice: String(invoice.id), invoice_number: invoice.number },
    release: releaseAttempt,
  });
  if (!intent) throw new Error(`open invoice ${invoice.number} had nothing to charge`);
  const recorded = await recordCharge(deps, charge, intent, (tx) =>
    recordInvoicePayment(tx, {
      accountId,
      invoiceId: invoice.id,
      paymentMethodId: method.id,
      intent,
      at: deps.clock.now(),
      context,
    }),
  );
  if (!recorded.recorded) throw invoicePaymentInProgress();
  if (recorded.result === 'duplicate') {
    await refundQuietly(deps, intent, { accountId, purpose: 'invoice', chargeId: charge.id });
    throw invoicePaymentInProgress();
  }
  if (intent.status === 'requires_action') {
    return answer(context, 'requires_action', invoice.number, intent.clientSecret, method.gatewayId);
  }
  return answer(context, intent.status === 'processing' ? 'processing' : 'paid', invoice.number, null, null);
}

export function answer(
  context: RequestContext,
  status: PayInvoiceResponse['status'],
  number: string,
  clientSecret: string | null,
  paymentMethodId: string | null,
): PayInvoiceResponse {
  const key =
    status === 'requires_action' ? 'subscriptions.invoicePaymentAuthenticate' : 'subscriptions.invoicePaid';
  return { status, message: t(context.language, key, { number }), clientSecret, paymentMethodId };
}
