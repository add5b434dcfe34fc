import { CURRENCY_CODES } from '@portal/contract';
import { addMinutes, max } from 'date-fns';
import { issueCreditNote } from '../../modules/invoices/issue-credit-note';
import { type InvoiceRow, issueInvoice } from '../../modules/invoices/issue-invoice';
import { markInvoicePaid } from '../../modules/invoices/mark-invoice-paid';
import { recordPayment } from '../../modules/money/index';
import type { PaymentMethodRow } from '../../modules/payments/payment-method-queries';
import { createPaymentIntent, refund, retrievePaymentIntent } from '../../modules/sandbox-gateway/index';
import { purchaseLines } from '../../modules/subscriptions/purchase-lines';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { editorContext } from '../../platform/request-context';
import { type BillingSeed, daysAfter } from './billing-demo-kit';
import type { DemoPayer } from './billing-demo-methods';
import type { DemoSubscription } from './billing-demo-subscriptions';

type MethodType = 'card' | 'sepa_debit' | 'invoice';

/** The invoice of one period, with the lines a purchase (index 0) or a renewal would have. */
export async function issuePeriodInvoice(
  seed: BillingSeed,
  sub: DemoSubscription,
  index: number,
  paymentMethodType: MethodType,
): Promise<InvoiceRow> {
  const period = sub.periods[index];
  if (!period) throw new Error(`seed: ${sub.productName} has no period ${index}`);
  await seed.at(period.start);
  const { coupon, row } = sub;
  const couponRuns = coupon !== null && (coupon.cycles === null || index < coupon.cycles);
  const lines = purchaseLines(
    {
      productName: sub.productName,
      unitAmount: row.unitAmount,
      quantity: row.quantity,
      periodStart: period.start,
      periodEnd: period.end,
      coupon: couponRuns ? coupon : null,
      replaced: null,
      language: sub.language,
    },
    period.start,
  );
  return issueInvoice(seed.tx, seed.deps, {
    userId: row.userId,
    subscriptionId: row.id,
    currencyId: row.currencyId,
    lines,
    paymentMethodType,
    status: 'open',
    issuedAt: period.start,
  });
}

export interface ChargeInput {
  payer: DemoPayer;
  invoice: InvoiceRow;
  method: PaymentMethodRow;
  /** 0 for the purchase or renewal, 1–3 for dunning retries: the engine's idempotency keys. */
  attempt: number;
  /** Renewals and retries run without the customer; a purchase runs with them. */
  offSession: boolean;
  at: Date;
  description: string;
}

/** One payment attempt through the sandbox and its `payments` row; a succeeded one pays the invoice. */
export async function chargeInvoice(seed: BillingSeed, input: ChargeInput): Promise<GatewayPaymentIntent> {
  await seed.at(input.at);
  const { invoice } = input;
  const intent = await createPaymentIntent(seed.sandbox, {
    customerId: input.payer.customerId,
    paymentMethodId: input.method.gatewayId,
    amount: invoice.gross,
    currency: CURRENCY_CODES[invoice.currencyId === 2 ? 2 : 1],
    offSession: input.offSession,
    idempotencyKey: `invoice-${invoice.id}-attempt-${input.attempt}`,
    description: input.description,
  });
  await recordPayment(seed.tx, {
    accountId: input.payer.id,
    invoiceId: invoice.id,
    paymentMethodId: input.method.id,
    intent,
    currencyId: invoice.currencyId,
    offSession: input.offSession,
    at: input.at,
  });
  return intent;
}

/** When a processing SEPA debit charged at `at` has settled in the sandbox: a bank day or two later. */
function settlementOf(seed: BillingSeed, at: Date): Date {
  const minutes = seed.sandbox.config.SANDBOX_SEPA_SETTLEMENT_MINUTES;
  return max([daysAfter(at, 2), addMinutes(at, minutes + 1)]);
}

/** Asks the sandbox about a debit once it has settled, as the billing cycle does; the invoice is paid. */
export async function settleDebit(seed: BillingSeed, input: ChargeInput, intentId: string): Promise<void> {
  const at = settlementOf(seed, input.at);
  await seed.at(at);
  const settled = await retrievePaymentIntent(seed.sandbox, intentId);
  await recordPayment(seed.tx, {
    accountId: input.payer.id,
    invoiceId: input.invoice.id,
    paymentMethodId: input.method.id,
    intent: settled,
    currencyId: input.invoice.currencyId,
    offSession: input.offSession,
    at,
  });
}

export interface PaidPeriod {
  index: number;
  invoice: InvoiceRow;
  intent: GatewayPaymentIntent;
}

/**
 * Bills periods `from`…`to` (inclusive) with `method` and collects them: cards succeed at once, SEPA
 * debits settle a little later. `afterPaid` runs after each, before the next period (a refund).
 */
export async function payPeriods(
  seed: BillingSeed,
  sub: DemoSubscription,
  payer: DemoPayer,
  method: PaymentMethodRow,
  range: { from: number; to: number; afterPaid?: (paid: PaidPeriod) => Promise<void> },
): Promise<PaidPeriod[]> {
  const paid: PaidPeriod[] = [];
  const type = method.type === 'sepa_debit' ? 'sepa_debit' : 'card';
  for (let index = range.from; index <= range.to; index += 1) {
    const invoice = await issuePeriodInvoice(seed, sub, index, type);
    const charge: ChargeInput = {
      payer,
      invoice,
      method,
      attempt: 0,
      offSession: index > 0,
      at: invoice.issuedAt,
      description: sub.productName,
    };
    const intent = await chargeInvoice(seed, charge);
    if (intent.status === 'processing') await settleDebit(seed, charge, intent.id);
    const period = { index, invoice, intent };
    paid.push(period);
    await range.afterPaid?.(period);
  }
  return paid;
}

/** A bank transfer for an invoice payer: no gateway, finance marks the invoice paid. */
export async function payByTransfer(seed: BillingSeed, invoice: InvoiceRow, at: Date): Promise<void> {
  await seed.at(at);
  await markInvoicePaid(seed.tx, invoice.id, at);
}

/** Staff refund part of a paid invoice through the sandbox; the credit note records it. */
export async function refundWithCreditNote(
  seed: BillingSeed,
  input: { invoice: InvoiceRow; intentId: string; gross: number; reason: string; at: Date },
) {
  await seed.at(input.at);
  const money = await refund(seed.sandbox, {
    paymentIntentId: input.intentId,
    amount: input.gross,
    idempotencyKey: `refund-${input.invoice.id}-0`,
  });
  return issueCreditNote(seed.tx, seed.deps, {
    invoiceId: input.invoice.id,
    gross: input.gross,
    reason: input.reason,
    refundId: money.id,
    context: editorContext(seed.staffId, input.invoice.userId),
  });
}
