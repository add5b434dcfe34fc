import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, creditNotes, invoices, payments } from '../../src/db/schema/index';
import { chargeLeaseMs } from '../../src/modules/money/charge-ledger';
import { reconcileCharges } from '../../src/modules/money/index';
import {
  GatewayDeclinedError,
  type GatewayRefund,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../src/platform/payments/gateway';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createCustomer, issue, userIdOf } from './fixtures';

/** A stand-in gateway: records refunds and answers as the test says (the sandbox is built elsewhere). */
const refunds: { paymentIntentId: string; amount: number; idempotencyKey: string }[] = [];
let answer: 'ok' | 'down' | 'declined' = 'ok';
const unused = async (): Promise<never> => {
  throw new Error('not used by refunds');
};
const gateway: PaymentGateway = {
  name: 'sandbox',
  createCustomer: unused,
  createSetupIntent: unused,
  attachPaymentMethod: unused,
  detachPaymentMethod: unused,
  createPaymentIntent: unused,
  retrievePaymentIntent: unused,
  findPaymentIntent: unused,
  cancelPaymentIntent: unused,
  debitReturns: async () => [],
  async refund(input): Promise<GatewayRefund> {
    refunds.push(input);
    if (answer === 'down') throw new GatewayUnavailableError();
    if (answer === 'declined') throw new GatewayDeclinedError('charge_disputed');
    return { id: `re_${input.idempotencyKey}`, status: 'succeeded' };
  },
};

const testApp = useTestApp({ gateway });

beforeEach(() => {
  refunds.length = 0;
  answer = 'ok';
});

/** A paid card invoice of 300.00 gross with its succeeded payment. */
async function cardInvoice() {
  const { db } = testApp();
  const customer = await createCustomer(db);
  const invoice = await issue(testApp(), { userId: customer.id });
  await db.insert(payments).values({
    id: `pay_${invoice.id}`,
    userId: customer.id,
    invoiceId: invoice.id,
    gatewayIntentId: `pi_${invoice.id}`,
    clientSecret: null,
    amount: invoice.gross,
    currencyId: 1,
    status: 'succeeded',
  });
  return invoice;
}

async function asAdmin() {
  return (await loginAs(testApp().app, 'admin@demo.test')).client;
}

describe('POST /v1/admin/invoices/:id/refund', () => {
  it('refunds through the gateway, then issues the credit note; the rest by default', async () => {
    const { db } = testApp();
    const invoice = await cardInvoice();
    const admin = await asAdmin();
    const partial = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, {
      amount: 12_000,
      reason: 'Goodwill',
    });
    expect(partial.statusCode).toBe(200);
    const body = partial.json();
    expect(body.message).toBe(`Credit note ${body.data.number} has been issued.`);
    expect(body.data).toMatchObject({ invoice: invoice.number, amount: 12_000, currency: 'eur' });
    expect(refunds).toEqual([
      { paymentIntentId: `pi_${invoice.id}`, amount: 12_000, idempotencyKey: `refund-${invoice.id}-0` },
    ]);

    const rest = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'Cancelled' });
    expect(rest.json().data.amount).toBe(18_000);
    expect(refunds[1]).toEqual({
      paymentIntentId: `pi_${invoice.id}`,
      amount: 18_000,
      idempotencyKey: `refund-${invoice.id}-1`,
    });

    const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes.map((n) => [n.gross, n.refundId, n.reason])).toEqual([
      [12_000, `re_refund-${invoice.id}-0`, 'Goodwill'],
      [18_000, `re_refund-${invoice.id}-1`, 'Cancelled'],
    ]);
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ status: 'refunded', amountRefunded: 30_000 });
    const adminId = await userIdOf(db, 'admin@demo.test');
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityType, 'credit_note'), eq(auditEntries.entityId, String(notes[0]!.id))),
      );
    expect(audit).toMatchObject({
      event: 'created',
      editorId: adminId,
      accountId: invoice.userId,
      url: `/v1/admin/invoices/${invoice.id}/refund`,
    });

    // Nothing left: 422, and the gateway is not asked.
    const nothing = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'Again' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({
      status: 'invalid_state',
      message: 'The amount exceeds what is left to refund (0.00 EUR).',
      data: { remaining: 0 },
    });
    expect(refunds).toHaveLength(2);
  });

  it('issues only the credit note for an invoice paid by bank transfer', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const invoice = await issue(testApp(), { userId: customer.id, paymentMethodType: 'invoice' });
    const response = await (await asAdmin()).post(`/v1/admin/invoices/${invoice.id}/refund`, {
      amount: 100,
      reason: 'Typo',
    });
    expect(response.statusCode).toBe(200);
    expect(refunds).toEqual([]);
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(note).toMatchObject({ gross: 100, refundId: null });
  });

  it('refuses open invoices, too much, and bad input, changing nothing', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const open = await issue(testApp(), { userId: customer.id, status: 'open' });
    const admin = await asAdmin();
    const refused = await admin.post(`/v1/admin/invoices/${open.id}/refund`, { reason: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: 'invalid_state',
      message: `Invoice ${open.number} is not paid, so it cannot be refunded.`,
    });

    const paid = await cardInvoice();
    const tooMuch = await admin.post(`/v1/admin/invoices/${paid.id}/refund`, { amount: 30_001, reason: 'x' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().data).toEqual({ remaining: 30_000 });

    const invalid = await admin.post(`/v1/admin/invoices/${paid.id}/refund`, { amount: 1.5, reason: ' ' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      amount: ['The amount must be a whole number.'],
      reason: ['The reason field is required.'],
    });
    expect(
      (await admin.post(`/v1/admin/invoices/${paid.id}/refund`, { amount: 0, reason: 'x' })).json().errors,
    ).toEqual({
      amount: ['The amount must be at least 1.'],
    });
    expect((await admin.post('/v1/admin/invoices/999999/refund', { reason: 'x' })).statusCode).toBe(404);

    expect(refunds).toEqual([]);
    expect(await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, paid.id))).toEqual([]);
  });

  it('issues no credit note when the gateway is down or declines; a lost answer is finished by the sweep', async () => {
    const { db, deps, clock } = testApp();
    const invoice = await cardInvoice();
    const admin = await asAdmin();
    answer = 'down';
    const down = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'x' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'gateway_unavailable',
      message:
        'Our payment service provider is currently unavailable. Please try again later or contact support.',
    });
    // The gateway may have refunded before its answer was lost: the refund stays reserved, so a
    // second refund meanwhile is refused rather than made twice.
    const meanwhile = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'x' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ status: 'conflict' });
    // The sweep asks again under the same key once the lease is over; declined, it is released.
    answer = 'declined';
    clock.advance(chargeLeaseMs(deps.config) + 1000);
    expect(await reconcileCharges(deps)).toBe(1);
    const declined = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'x' });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ status: 'payment_declined', data: { code: 'charge_disputed' } });
    // The sweep asked under the lost attempt's key; a new attempt after a refusal gets its own.
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([
      `refund-${invoice.id}-0`,
      `refund-${invoice.id}-0`,
      `refund-${invoice.id}-0-2`,
    ]);
    expect(await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).toEqual([]);
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ status: 'paid', amountRefunded: 0 });

    // Down again, and this time the refund went through: the sweep records its credit note once.
    answer = 'down';
    expect(
      (await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { amount: 500, reason: 'y' })).statusCode,
    ).toBe(503);
    answer = 'ok';
    clock.advance(chargeLeaseMs(deps.config) + 1000);
    expect(await reconcileCharges(deps)).toBe(1);
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes.map((note) => [note.gross, note.reason, note.refundId])).toEqual([
      [500, 'y', `re_refund-${invoice.id}-0-3`],
    ]);
    expect(await reconcileCharges(deps)).toBe(0);
  });

  it('is for finance staff only', async () => {
    const { app } = testApp();
    const invoice = await cardInvoice();
    const { client } = await loginAs(app, 'owner@demo.test');
    const refused = await client.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'x' });
    expect(refused.statusCode).toBe(403);
    const signedOut = await app.inject({
      method: 'POST',
      url: `/v1/admin/invoices/${invoice.id}/refund`,
      payload: { reason: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(refunds).toEqual([]);
  });
});
