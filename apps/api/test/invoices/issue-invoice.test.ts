import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  creditNotes,
  documentSequences,
  invoiceLines,
  invoices,
  users,
} from '../../src/db/schema/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { issueInvoice } from '../../src/modules/invoices/issue-invoice';
import { markInvoicePaid } from '../../src/modules/invoices/mark-invoice-paid';
import { AppError } from '../../src/platform/errors';
import { useTestApp } from '../support/test-app';
import { createCustomer, createSubscription, issue, VIENNA_COMPANY } from './fixtures';

const testApp = useTestApp({ env: { INVOICE_DUE_DAYS: '30' } });

const at = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;

describe('issueInvoice', () => {
  it('stores lines, tax, the buyer as it was and an audit row', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db, { ...VIENNA_COMPANY, language: 'fr' });
    const subscriptionId = await createSubscription(db, { userId: customer.id, productId: 1 });
    const invoice = await issue(testApp(), {
      userId: customer.id,
      subscriptionId,
      lines: [
        {
          kind: 'subscription',
          description: 'Tools Enterprise × 2',
          quantity: 2,
          unitAmount: 25_000,
          amount: 50_000,
          periodStart: at('2026-11-01T00:00:00Z'),
          periodEnd: at('2026-12-01T00:00:00Z'),
        },
        { kind: 'discount', description: 'WELCOME10', quantity: 1, unitAmount: -5_000, amount: -5_000 },
      ],
      issuedAt: at('2026-11-02T08:00:00Z'),
    });
    expect(invoice).toMatchObject({
      userId: customer.id,
      subscriptionId,
      status: 'paid',
      net: 45_000,
      tax: 9_000,
      gross: 54_000,
      taxRate: 2000,
      taxMode: 'domestic',
      language: 'de', // invoice_language wins over the profile language
      paymentMethodType: 'card',
      amountRefunded: 0,
      issuedAt: at('2026-11-02T08:00:00Z'),
      dueAt: at('2026-11-02T08:00:00Z'),
      paidAt: at('2026-11-02T08:00:00Z'),
      buyer: {
        company: 'Wiener Medien GmbH',
        firstname: 'Vera',
        lastname: 'Wien',
        street: 'Ring 1',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
        vatId: 'ATU12345675',
        email: 'rechnung@wiener-medien.test',
        reference: 'PO-77',
      },
    });
    expect(invoice.number).toMatch(/^2026-\d{6}$/);
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.id));
    expect(lines.map((l) => [l.kind, l.amount, l.quantity])).toEqual([
      ['subscription', 50_000, 2],
      ['discount', -5_000, 1],
    ]);
    expect(lines[0]!.periodEnd).toEqual(at('2026-12-01T00:00:00Z'));

    // Later changes of billing data never alter the invoice.
    await db.update(users).set({ company: 'Renamed GmbH' }).where(eq(users.id, customer.id));
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.buyer.company).toBe('Wiener Medien GmbH');

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'invoice'), eq(auditEntries.entityId, String(invoice.id))));
    expect(audit).toMatchObject({
      event: 'created',
      editorId: null,
      accountId: customer.id,
      newValues: { number: invoice.number, net: 45_000, tax: 9_000, gross: 54_000, tax_mode: 'domestic' },
    });
  });

  it('falls back to the profile language, is due after INVOICE_DUE_DAYS when paid by transfer', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db, { language: 'fr', country: 'FR' });
    const issuedAt = at('2026-11-10T12:00:00Z');
    const invoice = await issue(testApp(), {
      userId: customer.id,
      paymentMethodType: 'invoice',
      status: 'open',
      issuedAt,
    });
    expect(invoice).toMatchObject({
      language: 'fr',
      status: 'open',
      paidAt: null,
      taxMode: 'destination',
      tax: 5_000,
    });
    expect(invoice.dueAt).toEqual(new Date(issuedAt.getTime() + 30 * DAY_MS));
  });

  it('caps credits so the net is never negative, and the lines still add up', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db, { country: 'US' });
    const invoice = await issue(testApp(), {
      userId: customer.id,
      lines: [
        {
          kind: 'subscription',
          description: 'Tools Enterprise',
          quantity: 1,
          unitAmount: 10_000,
          amount: 10_000,
        },
        { kind: 'proration', description: 'Unused time', quantity: 1, unitAmount: -8_000, amount: -8_000 },
        { kind: 'discount', description: 'FREE', quantity: 1, unitAmount: -5_000, amount: -5_000 },
      ],
    });
    expect(invoice).toMatchObject({ net: 0, tax: 0, gross: 0, taxMode: 'export' });
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.id));
    expect(lines.map((l) => l.amount)).toEqual([10_000, -8_000, -2_000]);
  });

  it('refuses lines the engine must never send', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const bad = (amount: number, kind: 'subscription' | 'discount' = 'subscription') =>
      issue(testApp(), {
        userId: customer.id,
        lines: [{ kind, description: 'x', quantity: 1, unitAmount: amount, amount }],
      });
    await expect(bad(10.5)).rejects.toThrow(/whole minor units/);
    await expect(bad(-100)).rejects.toThrow(/Only discount and proration/);
    await expect(issue(testApp(), { userId: customer.id, lines: [] })).rejects.toThrow(/at least one line/);
    expect(await db.select().from(invoices).where(eq(invoices.userId, customer.id))).toEqual([]);
  });

  it('keeps gross = net + tax and net = sum of lines for any lines (property, through the database)', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db, { country: 'DE' });
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    const lines = fc.array(
      fc.oneof(
        amount.map((a) => ({
          kind: 'subscription' as const,
          description: 's',
          quantity: 1,
          unitAmount: a,
          amount: a,
        })),
        amount.map((a) => ({
          kind: 'discount' as const,
          description: 'd',
          quantity: 1,
          unitAmount: -a,
          amount: -a,
        })),
      ),
      { minLength: 1, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(lines, async (input) => {
        const invoice = await issue(testApp(), { userId: customer.id, lines: input });
        const stored = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
        expect(invoice.net).toBe(stored.reduce((sum, l) => sum + l.amount, 0));
        expect(invoice.net).toBeGreaterThanOrEqual(0);
        expect(invoice.gross).toBe(invoice.net + invoice.tax);
        expect(invoice.tax).toBe(Math.floor((invoice.net * 1900 + 5000) / 10_000));
      }),
      { numRuns: 25 },
    );
  });
});

describe('document numbers', () => {
  it('count up without gaps per year and start again each year', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const numbers: string[] = [];
    for (const iso of [
      '2031-01-01T00:00:00Z',
      '2031-06-01T00:00:00Z',
      '2031-12-31T23:59:59Z',
      '2032-01-01T00:00:00Z',
    ]) {
      numbers.push((await issue(testApp(), { userId: customer.id, issuedAt: at(iso) })).number);
    }
    expect(numbers).toEqual(['2031-000001', '2031-000002', '2031-000003', '2032-000001']);
  });

  it('give a rolled-back number back', async () => {
    const { db, deps } = testApp();
    const customer = await createCustomer(db);
    const issuedAt = at('2033-03-01T00:00:00Z');
    const input = {
      userId: customer.id,
      subscriptionId: null,
      currencyId: 1,
      lines: [{ kind: 'subscription' as const, description: 'x', quantity: 1, unitAmount: 100, amount: 100 }],
      paymentMethodType: 'card' as const,
      status: 'paid' as const,
      issuedAt,
    };
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, deps, input);
        throw new Error('payment failed after issue');
      }),
    ).rejects.toThrow('payment failed');
    expect((await issue(testApp(), input)).number).toBe('2033-000001');
  });

  it('stay unique when many transactions issue at once', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const issuedAt = at('2034-05-01T00:00:00Z');
    const issued = await Promise.all(
      Array.from({ length: 12 }, () => issue(testApp(), { userId: customer.id, issuedAt })),
    );
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `2034-${String(i + 1).padStart(6, '0')}`));
    const [sequence] = await db
      .select()
      .from(documentSequences)
      .where(and(eq(documentSequences.kind, 'invoice'), eq(documentSequences.year, 2034)));
    expect(sequence!.lastNumber).toBe(12);
  });
});

describe('markInvoicePaid', () => {
  it('moves only open invoices to paid, once', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const invoice = await issue(testApp(), {
      userId: customer.id,
      status: 'open',
      paymentMethodType: 'sepa_debit',
    });
    const paidAt = at('2026-11-20T10:00:00Z');
    expect(await db.transaction((tx) => markInvoicePaid(tx, invoice.id, paidAt))).toBe(true);
    expect(await db.transaction((tx) => markInvoicePaid(tx, invoice.id, at('2026-11-21T10:00:00Z')))).toBe(
      false,
    );
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ status: 'paid', paidAt });
    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(invoice.id)), eq(auditEntries.event, 'updated')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityType: 'invoice', newValues: { status: 'paid' } });
  });
});

describe('issueCreditNote', () => {
  const credit = (invoiceId: number, gross: number, refundId: string | null = null) =>
    testApp().db.transaction((tx) =>
      issueCreditNote(tx, testApp().deps, { invoiceId, gross, reason: 'goodwill', refundId }),
    );

  it('splits net and tax in the invoice proportion and marks the invoice refunded', async () => {
    const { db, clock } = testApp();
    const customer = await createCustomer(db, VIENNA_COMPANY);
    const invoice = await issue(testApp(), { userId: customer.id }); // 250.00 + 50.00
    const first = await credit(invoice.id, 10_001, 're_1');
    expect(first).toMatchObject({
      invoiceId: invoice.id,
      userId: customer.id,
      gross: 10_001,
      tax: 1_667,
      net: 8_334,
      refundId: 're_1',
      reason: 'goodwill',
    });
    expect(first.number).toMatch(new RegExp(`^CN-${clock.now().getUTCFullYear()}-\\d{6}$`));
    const second = await credit(invoice.id, 19_999);
    expect(second.tax + first.tax).toBe(5_000); // all of the invoice's tax, not a cent more
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ status: 'refunded', amountRefunded: 30_000 });
    const audits = await db.select().from(auditEntries).where(eq(auditEntries.entityType, 'credit_note'));
    expect(audits.some((a) => a.entityId === String(first.id) && a.event === 'created')).toBe(true);
  });

  it('never credits more than is left, nor an open invoice (422, nothing changes)', async () => {
    const { db } = testApp();
    const customer = await createCustomer(db);
    const invoice = await issue(testApp(), { userId: customer.id });
    await credit(invoice.id, 20_000);
    const tooMuch = await credit(invoice.id, 10_001).catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(AppError);
    expect(tooMuch).toMatchObject({
      statusCode: 422,
      code: 'invalid_state',
      options: { data: { remaining: 10_000 } },
    });
    const open = await issue(testApp(), { userId: customer.id, status: 'open' });
    await expect(credit(open.id, 100)).rejects.toMatchObject({ statusCode: 422, code: 'invalid_state' });
    await expect(credit(invoice.id, 0)).rejects.toMatchObject({ statusCode: 422 });
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.userId, customer.id));
    expect(notes.map((n) => n.gross)).toEqual([20_000]);
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.amountRefunded).toBe(20_000);
  });
});
