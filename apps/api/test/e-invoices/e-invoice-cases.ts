// Every kind of document the e-invoice formats must carry (issue 32 "Correct means validated"),
// as the billing engine stores them: the rows, not a model, so the tests go through eInvoiceModel.
import type { BuyerSnapshot } from '../../src/db/schema/index';
import type {
  CreditNoteRow,
  EInvoiceSource,
  InvoiceLineRow,
  InvoiceRow,
} from '../../src/modules/e-invoices/e-invoice-source';

const at = (iso: string) => new Date(iso);
const ISSUED = at('2026-11-02T09:00:00Z');

const buyers = {
  at: {
    company: 'Wiener Umfragen GmbH',
    firstname: 'Anna',
    lastname: 'Huber',
    street: 'Praterstraße 5',
    postalCode: '1020',
    city: 'Wien',
    country: 'AT',
    vatId: 'ATU99999996',
    email: 'rechnung@umfragen.test',
    reference: null,
  },
  de: {
    company: 'Berliner Daten AG & Co. KG',
    firstname: 'Jürgen',
    lastname: 'Łukasz',
    street: 'Friedrichstraße 10',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE136695976',
    email: 'buchhaltung@berlin.test',
    reference: 'KST 4711',
    buyerReference: '991-33333TEST-33',
    electronicAddressScheme: '0204',
    electronicAddress: '991-33333TEST-33',
  },
  it: {
    company: null,
    firstname: 'Elena',
    lastname: 'Rossi',
    street: 'Via Roma 1',
    postalCode: '00184',
    city: 'Roma',
    country: 'IT',
    vatId: null,
    email: 'elena.rossi@example.test',
    reference: null,
  },
  us: {
    company: 'Carter Research LLC',
    firstname: 'James',
    lastname: 'Carter',
    street: '1 Market Street',
    postalCode: '94105',
    city: 'San Francisco',
    country: 'US',
    vatId: null,
    email: 'ap@carter.test',
    reference: null,
  },
} satisfies Record<string, BuyerSnapshot>;

type Tax = Pick<InvoiceRow, 'taxMode' | 'taxRate'>;
const TAX = {
  domestic: { taxMode: 'domestic', taxRate: 2000 },
  reverseCharge: { taxMode: 'reverse_charge', taxRate: 0 },
  destinationIt: { taxMode: 'destination', taxRate: 2200 },
  export: { taxMode: 'export', taxRate: 0 },
} satisfies Record<string, Tax>;

type LineInput = Pick<InvoiceLineRow, 'kind' | 'description' | 'quantity' | 'unitAmount' | 'amount'> & {
  period?: [string, string];
};

const monthly = (description: string, quantity: number, unitAmount: number): LineInput => ({
  kind: 'subscription',
  description,
  quantity,
  unitAmount,
  amount: quantity * unitAmount,
  period: ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
});

interface InvoiceCase {
  buyer: BuyerSnapshot;
  tax: Tax;
  currencyId?: number;
  paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
  lines: LineInput[];
  paymentDetails?: InvoiceRow['paymentDetails'];
  purchaseOrder?: string | null;
  language?: string;
}

let nextId = 1;

/** An invoice row with its lines, as issueInvoices stores it: net from the lines, tax rounded once. */
export function invoiceSource(input: InvoiceCase, number = `2026-${String(nextId).padStart(6, '0')}`) {
  const id = nextId++;
  const net = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = Math.floor((net * input.tax.taxRate + 5000) / 10_000);
  const paidAtIssue = input.paymentMethodType !== 'invoice';
  const invoice: InvoiceRow = {
    id,
    number,
    userId: 100 + id,
    subscriptionId: null,
    status: paidAtIssue ? 'paid' : 'open',
    currencyId: input.currencyId ?? 1,
    net,
    tax,
    gross: net + tax,
    ...input.tax,
    buyer: input.buyer,
    language: input.language ?? 'de',
    paymentMethodType: input.paymentMethodType,
    paymentDetails: input.paymentDetails ?? null,
    purchaseOrder: input.purchaseOrder ?? null,
    amountRefunded: 0,
    issuedAt: ISSUED,
    dueAt: paidAtIssue ? ISSUED : at('2026-11-16T09:00:00Z'),
    paidAt: paidAtIssue ? ISSUED : null,
    createdAt: ISSUED,
    updatedAt: ISSUED,
  };
  const lines: InvoiceLineRow[] = input.lines.map((line, index) => ({
    id: id * 100 + index,
    invoiceId: id,
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unitAmount: line.unitAmount,
    amount: line.amount,
    periodStart: line.period ? at(line.period[0]) : null,
    periodEnd: line.period ? at(line.period[1]) : null,
  }));
  return { kind: 'invoice', invoice, lines } satisfies EInvoiceSource;
}

/** A credit note of `gross` on an invoice, split into net and tax in the invoice's proportion. */
export function creditNoteSource(
  source: { invoice: InvoiceRow },
  gross: number,
  refunded: 'gateway' | 'transfer',
): EInvoiceSource {
  const { invoice } = source;
  const tax =
    invoice.gross === 0 ? 0 : Math.floor((invoice.tax * gross * 2 + invoice.gross) / (2 * invoice.gross));
  const note: CreditNoteRow = {
    id: invoice.id,
    number: `GS-${invoice.number}-${gross}`,
    invoiceId: invoice.id,
    userId: invoice.userId,
    net: gross - tax,
    tax,
    gross,
    reason: 'Kulanz',
    refundId: refunded === 'gateway' ? 're_test_1' : null,
    issuedAt: at('2026-11-20T10:00:00Z'),
    createdAt: at('2026-11-20T10:00:00Z'),
    updatedAt: at('2026-11-20T10:00:00Z'),
  };
  return { kind: 'credit-note', note, invoice };
}

const card = { last4: '4242', brand: 'visa' };
const sepa = { last4: '3000', mandateReference: 'MANDATE-2026-0001' };

/** Each kind of document the issue names, by a name that says what it shows. */
export function eInvoiceCases(): Record<string, EInvoiceSource> {
  const domesticCard = invoiceSource({
    buyer: buyers.at,
    tax: TAX.domestic,
    paymentMethodType: 'card',
    paymentDetails: card,
    lines: [monthly('Tools Enterprise, 5 Lizenzen', 5, 25_000)],
  });
  const reverseChargeSepa = invoiceSource({
    buyer: buyers.de,
    tax: TAX.reverseCharge,
    paymentMethodType: 'sepa_debit',
    paymentDetails: sepa,
    purchaseOrder: 'PO-2026-118',
    lines: [monthly('DMP Professional', 1, 49_900)],
  });
  const transfer = invoiceSource({
    buyer: buyers.de,
    tax: TAX.reverseCharge,
    paymentMethodType: 'invoice',
    lines: [monthly('Tools Corporate (jährlich)', 10, 230_000)],
  });
  return {
    'domestic-at-card': domesticCard,
    'de-reverse-charge-sepa': reverseChargeSepa,
    'it-consumer-oss': invoiceSource({
      buyer: buyers.it,
      tax: TAX.destinationIt,
      paymentMethodType: 'card',
      paymentDetails: { last4: '0005', brand: 'mastercard' },
      language: 'en',
      lines: [monthly('Tools Basic', 1, 1_999)],
    }),
    'us-outside-eu-usd': invoiceSource({
      buyer: buyers.us,
      tax: TAX.export,
      currencyId: 2,
      paymentMethodType: 'invoice',
      language: 'en',
      lines: [monthly('Analytics Enterprise', 2, 39_900)],
    }),
    'coupon-eur': invoiceSource({
      buyer: buyers.at,
      tax: TAX.domestic,
      paymentMethodType: 'card',
      paymentDetails: card,
      lines: [
        monthly('Tools Enterprise, 3 Lizenzen', 3, 25_000),
        {
          kind: 'discount',
          description: 'Gutschein WELCOME20 (−20 %)',
          quantity: 1,
          unitAmount: -15_000,
          amount: -15_000,
        },
      ],
    }),
    'extra-user': invoiceSource({
      buyer: buyers.at,
      tax: TAX.domestic,
      paymentMethodType: 'card',
      paymentDetails: card,
      lines: [monthly('Tools Enterprise, 5 Lizenzen', 5, 25_000), monthly('Zusätzliche Benutzer', 2, 2_500)],
    }),
    'licence-change': invoiceSource({
      buyer: buyers.de,
      tax: TAX.reverseCharge,
      paymentMethodType: 'sepa_debit',
      paymentDetails: sepa,
      lines: [
        {
          kind: 'proration',
          description: 'Tools Enterprise: 8 Lizenzen für die restlichen 17 Tage',
          quantity: 8,
          unitAmount: 14_167,
          amount: 113_333,
          period: ['2026-11-14T00:00:00Z', '2026-12-01T00:00:00Z'],
        },
        {
          kind: 'proration',
          description: 'Gutschrift: 5 Lizenzen für die restlichen 17 Tage',
          quantity: 5,
          unitAmount: -14_167,
          amount: -70_833,
          period: ['2026-11-14T00:00:00Z', '2026-12-01T00:00:00Z'],
        },
      ],
    }),
    'invoice-by-transfer': transfer,
    'credit-note-partial': creditNoteSource(domesticCard, 10_000, 'gateway'),
    'credit-note-full': creditNoteSource(reverseChargeSepa, reverseChargeSepa.invoice.gross, 'gateway'),
    'credit-note-transfer': creditNoteSource(transfer, transfer.invoice.gross, 'transfer'),
  };
}
