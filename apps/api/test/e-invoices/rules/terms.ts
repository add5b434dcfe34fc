// The neutral structure both syntaxes are read into: the EN 16931 business terms (BT-n) an e-invoice
// of ours can carry, the business groups (BG-n) as objects or arrays. Each term keeps whether its
// element was there and its text as written, so that the rules can tell an absent term from a blank
// one and count the decimals of an amount.

/** One business term as found in the document. */
export interface Term {
  /** The element (or attribute) exists. */
  present: boolean;
  /** Its text exactly as written (null when absent). */
  raw: string | null;
  /** The element's attributes: schemeID, currencyID, unitCode, listID, format, name. */
  attrs: Record<string, string>;
}

export const ABSENT: Term = Object.freeze({ present: false, raw: null, attrs: {} }) as Term;

export interface Address {
  /** BT-35, BT-50, BT-75. */
  line1: Term;
  /** BT-37, BT-52, BT-77. */
  city: Term;
  /** BT-38, BT-53, BT-78. */
  postCode: Term;
  /** BT-40, BT-55, BT-80. */
  country: Term;
}

export interface Contact {
  /** BT-41, BT-56. */
  name: Term;
  /** BT-42, BT-57. */
  phone: Term;
  /** BT-43, BT-58. */
  email: Term;
}

/** BG-4 Seller (BT-27 … BT-43) and BG-7 Buyer (BT-44 … BT-58). */
export interface Party {
  /** BT-27 / BT-44: the legal name. */
  name: Term;
  /** BT-28 / BT-45. */
  tradingName: Term;
  /** BT-29 / BT-46 (UBL: every PartyIdentification but the SEPA creditor id). */
  identifiers: Term[];
  /** BT-30 / BT-47. */
  legalRegistrationId: Term;
  /** BT-31 / BT-48. */
  vatId: Term;
  /** BT-32 (seller only). */
  taxRegistrationId: Term;
  /** BT-34 / BT-49 (schemeID in attrs). */
  electronicAddress: Term;
  /** BG-5 / BG-8. */
  address: Address | null;
  /** BG-6 / BG-9. */
  contact: Contact | null;
}

/** BG-20 document level allowance (BT-92 …) or BG-21 charge (BT-99 …); BG-27/BG-28 on a line. */
export interface AllowanceCharge {
  /** ChargeIndicator as written: 'true' | 'false'. */
  indicator: Term;
  /** BT-92, BT-99, BT-136, BT-141. */
  amount: Term;
  /** BT-93, BT-100, BT-137, BT-142. */
  baseAmount: Term;
  /** BT-94, BT-101, BT-138, BT-143. */
  percentage: Term;
  /** BT-95, BT-102 (document level only). */
  category: Term;
  /** BT-96, BT-103. */
  rate: Term;
  /** BT-97, BT-104, BT-139, BT-144. */
  reason: Term;
  /** BT-98, BT-105, BT-140, BT-145. */
  reasonCode: Term;
}

/** BG-16 one payment instruction. */
export interface PaymentMeans {
  /** BT-81. */
  code: Term;
  /** BT-82. */
  text: Term;
  /** BG-17: the payee's accounts (BT-84 id, BT-85 name, BT-86 BIC). */
  transfers: { accountId: Term; accountName: Term; bic: Term }[];
  /** BG-18 (BT-87 last digits of the card number, BT-88 holder). */
  card: { number: Term; holder: Term } | null;
  /** BG-19 as far as this instruction carries it (BT-89 mandate, BT-91 debited account). */
  mandate: { reference: Term; debitedAccount: Term } | null;
}

/** BG-23 one VAT breakdown. */
export interface VatBreakdown {
  /** BT-116. */
  taxableAmount: Term;
  /** BT-117. */
  taxAmount: Term;
  /** BT-118. */
  category: Term;
  /** BT-119. */
  rate: Term;
  /** BT-120. */
  exemptionReason: Term;
  /** BT-121. */
  exemptionReasonCode: Term;
}

/** BG-25 one invoice line. */
export interface Line {
  /** BT-126. */
  id: Term;
  /** BT-129 (BT-130 unit code as attrs.unitCode). */
  quantity: Term;
  /** BT-131. */
  netAmount: Term;
  /** BG-26 (BT-134 start, BT-135 end). */
  period: { start: Term; end: Term } | null;
  /** BG-27 and BG-28. */
  allowanceCharges: AllowanceCharge[];
  /** BT-146. */
  netPrice: Term;
  /** BT-148 (UBL: the base amount of the price allowance). */
  grossPrice: Term;
  /** The allowance on the price (BT-147 as its amount): UBL cac:Price/cac:AllowanceCharge. */
  priceAllowances: AllowanceCharge[];
  /** BT-149 (BT-150 unit code as attrs.unitCode). */
  baseQuantity: Term;
  /** BT-151. */
  category: Term;
  /** BT-152. */
  rate: Term;
  /** BT-153. */
  itemName: Term;
  /** BT-157. */
  standardId: Term;
  /** BT-158. */
  classifications: Term[];
  /** Additional document references on the line (UBL cac:DocumentReference, the invoiced object). */
  documentReferences: { id: Term; typeCode: Term }[];
}

/** What only one syntax knows, kept for the rules bound to it. */
export interface SyntaxFacts {
  /** Every element with neither child elements nor text, by its path. */
  emptyElements: string[];
  /**
   * UBL: every amount element (`Parent/Element`) and its currencyID (BR-CL-03, PEPPOL-EN16931-R051);
   * the VAT total in accounting currency (BT-111) is `TaxTotal/TaxAmount` of a TaxTotal without subtotals
   * and marked `accounting`.
   */
  amounts: { element: string; currency: string | null; accounting: boolean }[];
  /** UBL: how many cac:TaxTotal have subtotals and how many have none. */
  taxTotals: { withSubtotals: number; withoutSubtotals: number };
  /** UBL: every date element (PEPPOL-EN16931-F001). */
  dates: { element: string; raw: string }[];
}

/** One e-invoice (an invoice or a credit note) as business terms. */
export interface EInvoiceTerms {
  syntax: 'ubl' | 'cii';
  /** The root element: Invoice, CreditNote or CrossIndustryInvoice. */
  root: 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';
  /** BT-1. */
  number: Term;
  /** BT-2 (ISO date in `date`, raw as written). */
  issueDate: Term;
  /** BT-3. */
  typeCode: Term;
  /** BT-5. */
  currency: Term;
  /** BT-6. */
  taxCurrency: Term;
  /** BT-7. */
  taxPointDate: Term;
  /** BT-8. */
  taxPointDateCode: Term;
  /** BT-9. */
  dueDate: Term;
  /** BT-10. */
  buyerReference: Term;
  /** BT-13. */
  purchaseOrder: Term;
  /** BT-20. */
  paymentTerms: Term;
  /** BG-1 / BT-22. */
  notes: Term[];
  /** BT-23. */
  businessProcess: Term;
  /** BT-24. */
  specification: Term;
  /** BG-3 (BT-25 number, BT-26 date). */
  precedingInvoices: { number: Term; issueDate: Term }[];
  /** BG-24 (BT-122 id, BT-125 attachment file name). */
  supportingDocuments: { id: Term; typeCode: Term; fileName: Term }[];
  /** BG-4. */
  seller: Party;
  /** BG-7. */
  buyer: Party;
  /** BG-10 (BT-59 name, BT-60 id). */
  payee: { name: Term; identifiers: Term[] } | null;
  /** BG-11 (BT-62 name, BT-63 VAT id, BG-12 address). */
  taxRepresentative: { name: Term; vatId: Term; address: Address | null } | null;
  /** BG-13 (BT-72 delivery date, BG-15 deliver-to address). */
  delivery: { date: Term; address: Address | null } | null;
  /** BG-14 (BT-73 start, BT-74 end). */
  period: { start: Term; end: Term } | null;
  /** BT-83. */
  remittance: Term;
  /** BG-16. */
  paymentMeans: PaymentMeans[];
  /** BT-90 (UBL: seller or payee PartyIdentification with schemeID SEPA). */
  creditorId: Term;
  /** BG-20 and BG-21. */
  allowanceCharges: AllowanceCharge[];
  /** BG-22. */
  totals: {
    present: boolean;
    /** BT-106. */
    lines: Term;
    /** BT-107. */
    allowances: Term;
    /** BT-108. */
    charges: Term;
    /** BT-109. */
    net: Term;
    /** BT-110 and BT-111: every VAT total (UBL TaxTotal/TaxAmount, CII TaxTotalAmount) with its currencyID. */
    taxTotals: Term[];
    /** BT-112. */
    gross: Term;
    /** BT-113. */
    paid: Term;
    /** BT-114. */
    rounding: Term;
    /** BT-115. */
    payable: Term;
  };
  /** BG-23. */
  vatBreakdown: VatBreakdown[];
  /** BG-25. */
  lines: Line[];
  syntaxFacts: SyntaxFacts;
}

// ---- reading terms ----------------------------------------------------------------------------

/** The text of a term with the spaces normalized, or null when absent or blank (`normalize-space`). */
export function text(term: Term | null | undefined): string | null {
  const value = term?.raw?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

/** A term is given: present and not blank. */
export const given = (term: Term | null | undefined) => text(term) !== null;

/** A numeric term (an amount, quantity or rate) as a number, or null when absent or not a number. */
export function num(term: Term | null | undefined): number | null {
  const value = text(term);
  if (value === null || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  return Number(value);
}

/** The number of decimals written (`string-length(substring-after(., '.'))`). */
export function decimals(term: Term | null | undefined): number {
  const raw = term?.raw ?? '';
  const dot = raw.indexOf('.');
  return dot < 0 ? 0 : raw.length - dot - 1;
}

/** XPath's round() to two decimals (half up), robust to binary floating point. */
export function round2(value: number): number {
  return Math.round(Number((value * 100).toFixed(6))) / 100;
}

/** Two decimals equal to the cent (what xs:decimal equality means for amounts). */
export const sameAmount = (a: number, b: number) => Math.abs(a - b) < 5e-7;

/** The sum of numeric terms, absent ones as 0. */
export const sum = (terms: (Term | null | undefined)[]) =>
  terms.reduce((total, term) => total + (num(term) ?? 0), 0);

/** A date term as ISO yyyy-mm-dd: UBL writes it so, CII in format 102 (yyyymmdd). */
export function isoDate(term: Term | null | undefined): string | null {
  const value = text(term);
  if (value === null) return null;
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return value;
}

/** The VAT category code of a term, normalized. */
export const code = (term: Term | null | undefined) => text(term) ?? '';
