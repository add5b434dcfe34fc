import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { type InvoiceRow, issueInvoice } from '../invoices/index';
import { noticeImmediateDebit } from '../sepa-notices/index';
import { type ChargeReservation, linkChargeToInvoice } from './charge-ledger';
import { recordPayment } from './record-payment';
import { loadLines, type StoredLine } from './stored-lines';

/**
 * The invoice a charge bought, in its record step: issued from the lines the reservation priced
 * (paid when nothing was due or the money moved; open while 3-D Secure or a SEPA settlement is
 * pending, or when paid by bank transfer), named on the charge, and the payment attempt recorded.
 * One way for every purpose that sells something now (purchase, licences, extra user).
 */
export async function invoiceCharge(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock' | 'jobs'>,
  charge: Pick<
    ChargeReservation,
    'id' | 'userId' | 'subscriptionId' | 'paymentMethodId' | 'currencyId' | 'amount'
  >,
  bought: {
    lines: StoredLine[];
    paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
    /** The account's time when it was bought: the invoice's date. */
    at: Date;
    intent: GatewayPaymentIntent | null;
    context?: RequestContext;
  },
): Promise<InvoiceRow> {
  const { intent, at, context } = bought;
  const invoice = await issueInvoice(tx, deps, {
    userId: charge.userId,
    subscriptionId: charge.subscriptionId,
    currencyId: charge.currencyId,
    lines: loadLines(bought.lines),
    paymentMethodType: bought.paymentMethodType,
    status: charge.amount === 0 || intent?.status === 'succeeded' ? 'paid' : 'open',
    issuedAt: at,
    context,
  });
  await linkChargeToInvoice(tx, charge.id, invoice.id);
  // A SEPA debit is announced in the confirmation and on the invoice (decision 0082): this is what they say.
  if (bought.paymentMethodType === 'sepa_debit' && charge.paymentMethodId && invoice.gross > 0) {
    await noticeImmediateDebit(tx, deps, {
      userId: charge.userId,
      subscriptionId: charge.subscriptionId,
      invoiceId: invoice.id,
      paymentMethodId: charge.paymentMethodId,
      amount: invoice.gross,
      currencyId: invoice.currencyId,
      at,
    });
  }
  if (intent) {
    await recordPayment(tx, {
      accountId: charge.userId,
      invoiceId: invoice.id,
      paymentMethodId: charge.paymentMethodId,
      intent,
      currencyId: charge.currencyId,
      offSession: false,
      at,
      context,
    });
  }
  return invoice;
}
