import type { BuyerSnapshot } from '../../src/db/schema/index';
import type { InvoiceDocument } from '../../src/modules/invoices/pdf/invoice-pdf';

const at = (iso: string) => new Date(iso);

/** A German company with a name outside WinAnsi, buying by bank transfer. */
export const buyer: BuyerSnapshot = {
  company: 'Berliner Daten AG',
  firstname: 'Jürgen',
  lastname: 'Łukasz',
  street: 'Friedrichstraße 10',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE136695976',
  email: 'buchhaltung@berlin.test',
  reference: 'PO-4711',
};

/** A German reverse-charge invoice of `lineCount` monthly licences, as stored at issue. */
export function invoiceDocument(
  overrides: Partial<InvoiceDocument['invoice']> = {},
  lineCount = 1,
): InvoiceDocument {
  const invoice = {
    id: 1,
    number: '2026-000042',
    userId: 1,
    subscriptionId: 'sub_1',
    status: 'open',
    currencyId: 1,
    net: 123_456 * lineCount,
    tax: 0,
    gross: 123_456 * lineCount,
    taxRate: 0,
    taxMode: 'reverse_charge',
    buyer,
    language: 'de',
    paymentMethodType: 'invoice',
    paymentDetails: null,
    purchaseOrder: null,
    amountRefunded: 0,
    issuedAt: at('2026-11-02T09:00:00Z'),
    dueAt: at('2026-11-16T09:00:00Z'),
    paidAt: null,
    createdAt: at('2026-11-02T09:00:00Z'),
    updatedAt: at('2026-11-02T09:00:00Z'),
    ...overrides,
  };
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    id: index + 1,
    invoiceId: 1,
    kind: 'subscription',
    description: `Tools Enterprise, Lizenz ${index + 1}`,
    quantity: 1,
    unitAmount: 123_456,
    amount: 123_456,
    periodStart: at('2026-11-01T00:00:00Z'),
    periodEnd: at('2026-12-01T00:00:00Z'),
  }));
  return { invoice, lines };
}
