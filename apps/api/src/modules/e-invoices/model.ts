import { isLanguage, type Language, peppolEndpointOf } from '@portal/contract';
import { currencyCodeOf } from '@portal/contract/money';
import type { Config } from '../../config';
import { t } from '../../platform/i18n/index';
import type { EInvoiceSource, InvoiceLineRow, InvoiceRow } from './e-invoice-source';

/**
 * The EN 16931 semantic model of one stored invoice or credit note: every figure as the PDF prints
 * it (amounts in minor units, never recomputed), in the terms both syntaxes (UBL, CII) are written
 * from. The business terms are named where they are not obvious (BT-n, BG-n).
 */
export interface EInvoiceModel {
  kind: 'invoice' | 'credit-note';
  /** BT-3: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381';
  number: string;
  issueDate: string;
  /** BT-9: when the amount is due; absent on a credit note. */
  dueDate: string | null;
  currency: 'EUR' | 'USD';
  language: Language;
  /** BT-10: always present (XRechnung BR-DE-15, Peppol R003). */
  buyerReference: string;
  /** BT-13. */
  purchaseOrder: string | null;
  /** BG-3: the invoice a credit note corrects. */
  preceding: { number: string; issueDate: string } | null;
  /** BG-14: the service period of the whole document, when the lines have one. */
  period: { start: string; end: string } | null;
  seller: Seller;
  buyer: Buyer;
  payment: Payment;
  lines: Line[];
  /** BG-20: coupons and proration credits, as positive amounts taken off the lines. */
  allowances: Allowance[];
  tax: Tax;
  totals: Totals;
}

export interface ElectronicAddress {
  scheme: string;
  id: string;
}

export interface Seller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** BT-31; left out under category O (BR-O-02), where BT-30 identifies the seller. */
  vatId: string | null;
  /** BT-30. */
  registrationId: string;
  contactName: string;
  phone: string;
  email: string;
  electronicAddress: ElectronicAddress;
}

export interface Buyer {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  /** BT-48; only where the tax decision rests on it (reverse charge) or VAT is charged. */
  vatId: string | null;
  electronicAddress: ElectronicAddress;
  /** Where Peppol delivers to the buyer; null when Peppol cannot address them (decision 0078). */
  peppolAddress: ElectronicAddress | null;
  contactName: string | null;
  email: string | null;
}

export interface Payment {
  /** BT-81: 58 SEPA transfer, 48 card, 59 SEPA direct debit, 1 not defined. */
  meansCode: '58' | '48' | '59' | '1';
  /** BT-82. */
  meansText: string;
  /** BT-83: what the payer quotes; the document number. */
  remittance: string;
  /** BG-17 for transfers. */
  transfer: { iban: string; bic: string; accountName: string } | null;
  /** BG-18 for cards. */
  card: { last4: string; network: string } | null;
  /** BG-19 for direct debits: mandate (BT-89), creditor id (BT-90), debited account (BT-91). */
  directDebit: { mandateReference: string; creditorId: string; debitedAccount: string } | null;
  /** BT-20. */
  terms: string;
}

export interface Line {
  id: string;
  name: string;
  quantity: number;
  /** BT-146: the net price of one unit, minor units. */
  price: number;
  /** BT-131. */
  amount: number;
  period: { start: string; end: string } | null;
}

export interface Allowance {
  amount: number;
  reason: string;
}

export interface Tax {
  /** BT-118: S standard rate (domestic and destination VAT), AE reverse charge, O outside the scope. */
  category: 'S' | 'AE' | 'O';
  /** BT-119 in basis points (2000 = 20 %). */
  rate: number;
  /** BT-120, BT-121: why no VAT is charged. */
  exemption: { reason: string; code: string } | null;
}

export interface Totals {
  /** BT-106. */
  lines: number;
  /** BT-107. */
  allowances: number;
  /** BT-109. */
  net: number;
  /** BT-110. */
  tax: number;
  /** BT-112. */
  gross: number;
  /** BT-113: what the customer already paid (a card or direct-debit invoice that is settled). */
  paid: number;
  /** BT-115. */
  payable: number;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** `9914:ATU12345678` → scheme and identifier. */
export function parseElectronicAddress(value: string): ElectronicAddress {
  const colon = value.indexOf(':');
  return { scheme: value.slice(0, colon), id: value.slice(colon + 1) };
}

function seller(config: Config, category: Tax['category']): Seller {
  return {
    name: config.SELLER_NAME,
    street: config.SELLER_STREET,
    postalCode: config.SELLER_POSTAL_CODE,
    city: config.SELLER_CITY,
    country: config.SELLER_COUNTRY.toUpperCase(),
    vatId: category === 'O' ? null : config.SELLER_VAT_ID,
    registrationId: config.SELLER_REGISTRATION_ID,
    contactName: config.SELLER_CONTACT_NAME,
    phone: config.SELLER_PHONE,
    email: config.SELLER_EMAIL,
    electronicAddress: parseElectronicAddress(config.SELLER_ELECTRONIC_ADDRESS),
  };
}

function buyer(invoice: InvoiceRow, category: Tax['category']): Buyer {
  const snapshot = invoice.buyer;
  const person = [snapshot.firstname, snapshot.lastname].filter(Boolean).join(' ') || null;
  const electronicAddress =
    snapshot.electronicAddressScheme && snapshot.electronicAddress
      ? { scheme: snapshot.electronicAddressScheme, id: snapshot.electronicAddress }
      : // Without one of their own, the buyer is reached where their invoices are mailed (EAS "EM").
        { scheme: 'EM', id: snapshot.email ?? '' };
  return {
    name: snapshot.company?.trim() || person || snapshot.email || '',
    street: snapshot.street,
    postalCode: snapshot.postalCode,
    city: snapshot.city,
    country: (snapshot.country ?? '').toUpperCase(),
    vatId: category === 'O' ? null : snapshot.vatId?.replace(/\s+/g, '').toUpperCase() || null,
    electronicAddress,
    peppolAddress: peppolEndpointOf(snapshot),
    contactName: snapshot.company?.trim() ? person : null,
    email: snapshot.email,
  };
}

function tax(invoice: InvoiceRow, language: Language): Tax {
  if (invoice.taxMode === 'reverse_charge') {
    return {
      category: 'AE',
      rate: 0,
      exemption: { reason: t(language, 'invoices.tax.reverseChargeNote'), code: 'VATEX-EU-AE' },
    };
  }
  if (invoice.taxMode === 'export') {
    return {
      category: 'O',
      rate: 0,
      exemption: { reason: t(language, 'invoices.tax.exportNote'), code: 'VATEX-EU-O' },
    };
  }
  return { category: 'S', rate: invoice.taxRate, exemption: null };
}

/** An IBAN we only know the last four digits of: the country, then the digits we may show. */
const maskedAccount = (country: string | null, last4: string) => `${country ?? ''}${'X'.repeat(12)}${last4}`;

function payment(config: Config, invoice: InvoiceRow, language: Language, settled: boolean): Payment {
  const details = invoice.paymentDetails;
  const remittance = invoice.number;
  const base = { remittance, transfer: null, card: null, directDebit: null };
  if (invoice.paymentMethodType === 'sepa_debit' && details?.mandateReference && details.last4) {
    return {
      ...base,
      meansCode: '59',
      meansText: 'SEPA direct debit',
      directDebit: {
        mandateReference: details.mandateReference,
        creditorId: config.SELLER_SEPA_CREDITOR_ID,
        debitedAccount: maskedAccount(invoice.buyer.country, details.last4),
      },
      terms: t(language, 'invoices.pdf.sepaCharge'),
    };
  }
  if (invoice.paymentMethodType === 'card' && details?.last4) {
    return {
      ...base,
      meansCode: '48',
      meansText: 'Card',
      card: { last4: details.last4, network: (details.brand ?? 'card').toUpperCase() },
      terms: t(language, 'invoices.pdf.cardCharge'),
    };
  }
  if (invoice.paymentMethodType === 'invoice') {
    return {
      ...base,
      meansCode: '58',
      meansText: 'SEPA credit transfer',
      transfer: {
        iban: config.SELLER_IBAN.replace(/\s+/g, ''),
        bic: config.SELLER_BIC,
        accountName: config.SELLER_NAME,
      },
      terms: t(language, 'einvoice.transferTerms', { date: day(invoice.dueAt) }),
    };
  }
  // A card or debit of an invoice issued before payments were kept with it: the means is named, the
  // instrument is not known.
  return {
    ...base,
    meansCode: '1',
    meansText: invoice.paymentMethodType === 'card' ? 'Card' : 'SEPA direct debit',
    terms: t(language, settled ? 'einvoice.paid' : 'einvoice.collected'),
  };
}

/** `quantity × price = amount` when it divides evenly, else one unit at the line's amount. */
function unitsOf(line: Pick<InvoiceLineRow, 'quantity' | 'amount'>): { quantity: number; price: number } {
  if (line.quantity > 0 && line.amount % line.quantity === 0) {
    return { quantity: line.quantity, price: line.amount / line.quantity };
  }
  return { quantity: 1, price: line.amount };
}

function period(lines: { periodStart: Date | null; periodEnd: Date | null }[]) {
  const starts = lines.flatMap((line) => (line.periodStart ? [line.periodStart.getTime()] : []));
  const ends = lines.flatMap((line) => (line.periodEnd ? [line.periodEnd.getTime()] : []));
  if (starts.length === 0 || ends.length === 0) return null;
  return { start: day(new Date(Math.min(...starts))), end: day(new Date(Math.max(...ends))) };
}

const linePeriod = (line: InvoiceLineRow) =>
  line.periodStart && line.periodEnd ? { start: day(line.periodStart), end: day(line.periodEnd) } : null;

/**
 * BT-10. A buyer's own reference (the Leitweg-ID of a German public body) comes first; then the
 * reference they print on invoices; then our customer number, which every invoice can carry.
 */
function buyerReference(invoice: InvoiceRow): string {
  const { buyer } = invoice;
  return buyer.buyerReference?.trim() || buyer.reference?.trim() || `C${invoice.userId}`;
}

/** The model of a stored document, for the formats to write. */
export function eInvoiceModel(config: Config, source: EInvoiceSource): EInvoiceModel {
  const { invoice } = source;
  const language = isLanguage(invoice.language) ? invoice.language : 'en';
  const taxes = tax(invoice, language);
  const common = {
    currency: currencyCodeOf(invoice.currencyId),
    language,
    buyerReference: buyerReference(invoice),
    purchaseOrder: invoice.purchaseOrder,
    seller: seller(config, taxes.category),
    buyer: buyer(invoice, taxes.category),
    tax: taxes,
  };
  if (source.kind === 'credit-note') {
    const { note } = source;
    // Refunded through the gateway, the credit is settled; refunded by transfer, it is still due.
    const settled = note.refundId !== null;
    const invoicePayment = payment(config, invoice, language, true);
    return {
      ...common,
      kind: 'credit-note',
      typeCode: '381',
      number: note.number,
      issueDate: day(note.issuedAt),
      dueDate: null,
      preceding: { number: invoice.number, issueDate: day(invoice.issuedAt) },
      period: null,
      payment: {
        // The seller's account is not where a refund goes: a transfer refund names no instrument.
        ...(invoicePayment.meansCode === '58'
          ? { ...invoicePayment, meansCode: '1' as const, meansText: 'Refund', transfer: null }
          : invoicePayment),
        terms: t(language, settled ? 'invoices.pdf.refundToMethod' : 'invoices.pdf.refundByTransfer'),
      },
      lines: [
        {
          id: '1',
          name: t(language, 'invoices.pdf.creditLine', { number: invoice.number }),
          quantity: 1,
          price: note.net,
          amount: note.net,
          period: null,
        },
      ],
      allowances: [],
      totals: {
        lines: note.net,
        allowances: 0,
        net: note.net,
        tax: note.tax,
        gross: note.gross,
        paid: settled ? note.gross : 0,
        payable: settled ? 0 : note.gross,
      },
    };
  }
  const charged = source.lines.filter((line) => line.amount >= 0);
  const credits = source.lines.filter((line) => line.amount < 0);
  const lineTotal = charged.reduce((sum, line) => sum + line.amount, 0);
  const allowanceTotal = credits.reduce((sum, line) => sum - line.amount, 0);
  // Only what was true at issue: an invoice issued paid (a card or debit taken with the purchase)
  // says so; one paid later stays as it was sent, like its PDF.
  const issuedPaid = invoice.paidAt !== null && invoice.paidAt.getTime() === invoice.issuedAt.getTime();
  const paid = issuedPaid ? invoice.gross : 0;
  return {
    ...common,
    kind: 'invoice',
    typeCode: '380',
    number: invoice.number,
    issueDate: day(invoice.issuedAt),
    dueDate: day(invoice.dueAt),
    preceding: null,
    period: period(source.lines),
    payment: payment(config, invoice, language, issuedPaid),
    lines: charged.map((line, index) => ({
      id: String(index + 1),
      name: line.description,
      ...unitsOf(line),
      amount: line.amount,
      period: linePeriod(line),
    })),
    allowances: credits.map((line) => ({ amount: -line.amount, reason: line.description })),
    totals: {
      lines: lineTotal,
      allowances: allowanceTotal,
      net: invoice.net,
      tax: invoice.tax,
      gross: invoice.gross,
      paid,
      payable: invoice.gross - paid,
    },
  };
}
