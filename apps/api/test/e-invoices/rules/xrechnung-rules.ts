// The XRechnung 3.0 rules (BR-DE-…) over the neutral terms, written from KoSIT's schematron
// (itplr-kosit/xrechnung-schematron: ubl/XRechnung-UBL-validation.sch, cii/XRechnung-CII-validation.sch,
// common.sch), plus what XRechnung 3.0 makes mandatory by cardinality alone.
import { each, fatal, holds, type Rule, warning } from './rule';
import { code, type EInvoiceTerms, given, type PaymentMeans, type Term, text } from './terms';

const XR_VERSION = '3.0';
const XR_CIUS_ID = `urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_${XR_VERSION}`;
const XR_EXTENSION_ID = `${XR_CIUS_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_${XR_VERSION}`;
const XR_CVD_ID = `${XR_CIUS_ID}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;

const SKONTO = /^#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;
const EMAIL = /^[^@\s]+@([^@.\s]+\.)+[^@.\s]+$/;
const TELEPHONE = /([0-9].*){3,}/;

const TYPE_CODES = ['326', '380', '384', '389', '381', '875', '876', '877'];
const VAT_IDENTIFIED_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M'];

/** An IBAN by ISO 13616's check: two letters, two digits, up to 30 alphanumerics, modulo 97 = 1. */
export function isIban(value: string | null): boolean {
  const iban = (value ?? '').replace(/\s/g, '');
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`
    .toUpperCase()
    .split('')
    .map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const means = (d: EInvoiceTerms, codes: string[]) =>
  d.paymentMeans.filter((m) => codes.includes(code(m.code)));
const meansWhere = (m: PaymentMeans) => `payment means ${code(m.code)}`;

/** CII has no element of its own for BG-19: any of BT-89, BT-90, BT-91 makes it present. */
const ciiDirectDebit = (d: EInvoiceTerms, m: PaymentMeans) => Boolean(m.mandate) || d.creditorId.present;

/** Whether the document carries BG-19 at all, as each binding tells. */
const directDebit = (d: EInvoiceTerms) =>
  d.syntax === 'ubl'
    ? d.paymentMeans.some((m) => m.mandate)
    : d.paymentMeans.some((m) => m.mandate) || d.creditorId.present;

const addressRule = (
  id: string,
  bt: string,
  where: string,
  address: (d: EInvoiceTerms) => { city: Term; postCode: Term } | null | undefined,
  pick: 'city' | 'postCode',
) =>
  fatal(id, `The element "${bt}" shall be transmitted.`, (d) => {
    const found = address(d);
    return found ? holds(given(found[pick]), where) : [];
  });

export const XRECHNUNG_RULES: readonly Rule[] = [
  fatal('BR-DE-1', 'An Invoice shall contain PAYMENT INSTRUCTIONS (BG-16).', (d) =>
    holds(d.paymentMeans.length > 0),
  ),
  fatal('BR-DE-2', 'The group SELLER CONTACT (BG-6) shall be transmitted.', (d) =>
    holds(d.seller.contact !== null),
  ),
  addressRule('BR-DE-3', 'Seller city (BT-37)', 'seller address', (d) => d.seller.address, 'city'),
  addressRule('BR-DE-4', 'Seller post code (BT-38)', 'seller address', (d) => d.seller.address, 'postCode'),
  fatal('BR-DE-5', 'The element "Seller contact point" (BT-41) shall be transmitted.', (d) =>
    d.seller.contact ? holds(given(d.seller.contact.name), 'seller contact') : [],
  ),
  fatal('BR-DE-6', 'The element "Seller contact telephone number" (BT-42) shall be transmitted.', (d) =>
    d.seller.contact ? holds(given(d.seller.contact.phone), 'seller contact') : [],
  ),
  fatal('BR-DE-7', 'The element "Seller contact email address" (BT-43) shall be transmitted.', (d) =>
    d.seller.contact ? holds(given(d.seller.contact.email), 'seller contact') : [],
  ),
  addressRule('BR-DE-8', 'Buyer city (BT-52)', 'buyer address', (d) => d.buyer.address, 'city'),
  addressRule('BR-DE-9', 'Buyer post code (BT-53)', 'buyer address', (d) => d.buyer.address, 'postCode'),
  addressRule(
    'BR-DE-10',
    'Deliver to city (BT-77)',
    'deliver-to address',
    (d) => d.delivery?.address,
    'city',
  ),
  addressRule(
    'BR-DE-11',
    'Deliver to post code (BT-78)',
    'deliver-to address',
    (d) => d.delivery?.address,
    'postCode',
  ),
  fatal('BR-DE-14', 'The element "VAT category rate" (BT-119) shall be transmitted.', (d) =>
    each(
      d.vatBreakdown,
      (b) => `VAT breakdown ${code(b.category)}`,
      (b) => given(b.rate),
    ),
  ),
  fatal('BR-DE-15', 'The element "Buyer reference" (BT-10) shall be transmitted.', (d) =>
    holds(given(d.buyerReference)),
  ),
  fatal(
    'BR-DE-16',
    'With VAT category S, Z, E, AE, K, G, L or M, the Seller VAT identifier (BT-31), the Seller tax registration identifier (BT-32) or SELLER TAX REPRESENTATIVE PARTY (BG-11) shall be transmitted.',
    (d) => {
      const categories = [
        ...d.lines.map((line) => line.category),
        ...d.allowanceCharges.map((ac) => ac.category),
      ].map(code);
      const applies = categories.some((c) => VAT_IDENTIFIED_CATEGORIES.includes(c));
      return applies
        ? holds(given(d.seller.vatId) || given(d.seller.taxRegistrationId) || d.taxRepresentative !== null)
        : [];
    },
  ),
  warning(
    'BR-DE-17',
    'The Invoice type code (BT-3) should be one of 326, 380, 384, 389, 381, 875, 876, 877.',
    (d) => holds(TYPE_CODES.includes(code(d.typeCode))),
  ),
  fatal(
    'BR-DE-18',
    'Skonto lines in the Payment terms (BT-20) shall follow #SKONTO#TAGE=n#PROZENT=n.nn#[BASISBETRAG=n.nn#] and end with a line break.',
    (d) => {
      const terms = d.paymentTerms.raw ?? '';
      const skonto = terms.split(/\r?\n/).filter((line) => line.trim().startsWith('#'));
      if (skonto.length === 0) return [];
      const rest = terms.split(/#.+#/).at(-1) ?? '';
      return holds(skonto.every((line) => SKONTO.test(line.trim())) && /^\s*\n/.test(rest), 'payment terms');
    },
  ),
  warning(
    'BR-DE-19',
    'The Payment account identifier (BT-84) should be a correct IBAN for payment means 58 (SEPA).',
    (d) =>
      means(d, ['58']).flatMap((m) =>
        each(
          m.transfers,
          () => meansWhere(m),
          (t) => isIban(text(t.accountId)),
        ),
      ),
  ),
  warning(
    'BR-DE-20',
    'The Debited account identifier (BT-91) should be a correct IBAN for payment means 59 (SEPA direct debit).',
    (d) => each(means(d, ['59']), meansWhere, (m) => isIban(text(m.mandate?.debitedAccount))),
  ),
  warning(
    'BR-DE-21',
    'The Specification identifier (BT-24) should be the identifier of XRechnung 3.0.',
    (d) => holds([XR_CIUS_ID, XR_EXTENSION_ID, XR_CVD_ID].includes(text(d.specification) ?? '')),
  ),
  fatal('BR-DE-22', 'The file names of the attached documents (BT-125) shall be unique.', (d) => {
    const names = d.supportingDocuments.map((doc) => text(doc.fileName)).filter((name) => name !== null);
    return holds(new Set(names).size === names.length);
  }),
  fatal(
    'BR-DE-23-a',
    'With a credit transfer payment means (30, 58) CREDIT TRANSFER (BG-17) shall be transmitted.',
    (d) => each(means(d, ['30', '58']), meansWhere, (m) => m.transfers.length > 0),
  ),
  fatal(
    'BR-DE-23-b',
    'With a credit transfer payment means (30, 58) BG-18 and BG-19 shall not be transmitted.',
    (d) =>
      each(
        means(d, ['30', '58']),
        meansWhere,
        (m) => !m.card && (d.syntax === 'ubl' ? !m.mandate : !ciiDirectDebit(d, m)),
      ),
  ),
  fatal(
    'BR-DE-24-a',
    'With a card payment means (48, 54, 55) PAYMENT CARD INFORMATION (BG-18) shall be transmitted.',
    (d) => each(means(d, ['48', '54', '55']), meansWhere, (m) => m.card !== null),
  ),
  fatal(
    'BR-DE-24-b',
    'With a card payment means (48, 54, 55) BG-17 and BG-19 shall not be transmitted.',
    (d) =>
      each(
        means(d, ['48', '54', '55']),
        meansWhere,
        (m) => m.transfers.length === 0 && (d.syntax === 'ubl' ? !m.mandate : !ciiDirectDebit(d, m)),
      ),
  ),
  fatal(
    'BR-DE-25-a',
    'With a direct debit payment means (59) DIRECT DEBIT (BG-19) shall be transmitted.',
    (d) =>
      each(means(d, ['59']), meansWhere, (m) =>
        d.syntax === 'ubl' ? m.mandate !== null : ciiDirectDebit(d, m),
      ),
  ),
  fatal(
    'BR-DE-25-b',
    'With a direct debit payment means (59) BG-17 and BG-18 shall not be transmitted.',
    (d) => each(means(d, ['59']), meansWhere, (m) => m.transfers.length === 0 && !m.card),
  ),
  warning('BR-DE-26', 'A corrected invoice (384) should reference the preceding invoice (BG-3).', (d) =>
    holds(code(d.typeCode) !== '384' || d.precedingInvoices.length > 0),
  ),
  warning(
    'BR-DE-27',
    'The Seller contact telephone number (BT-42) should contain at least three digits.',
    (d) =>
      d.seller.contact ? holds(TELEPHONE.test(text(d.seller.contact.phone) ?? ''), 'seller contact') : [],
  ),
  warning(
    'BR-DE-28',
    'The Seller contact email address (BT-43) should contain exactly one @, with text on both sides and a dot in the domain.',
    (d) => (d.seller.contact ? holds(EMAIL.test(text(d.seller.contact.email) ?? ''), 'seller contact') : []),
  ),
  fatal(
    'BR-DE-30',
    'With DIRECT DEBIT (BG-19) the Bank assigned creditor identifier (BT-90) shall be transmitted.',
    (d) => {
      if (!directDebit(d)) return [];
      if (d.syntax === 'ubl') return holds(d.creditorId.present);
      const mandate = d.paymentMeans.find((m) => m.mandate)?.mandate;
      return holds(
        Boolean(mandate?.reference.present || mandate?.debitedAccount.present) && d.creditorId.present,
      );
    },
  ),
  fatal(
    'BR-DE-31',
    'With DIRECT DEBIT (BG-19) the Debited account identifier (BT-91) shall be transmitted.',
    (d) => (directDebit(d) ? holds(d.paymentMeans.some((m) => m.mandate?.debitedAccount.present)) : []),
  ),
  warning(
    'BR-DE-TMP-32',
    '(information) The Invoice should give the delivery date (BT-72), the Invoicing period (BG-14) or an Invoice line period (BG-26) on every line.',
    (d) =>
      holds(
        Boolean(d.delivery?.date.present) ||
          d.period !== null ||
          (d.lines.length > 0 && d.lines.every((line) => line.period !== null)),
      ),
  ),
  // XRechnung 3.0 makes both electronic addresses mandatory (cardinality 1..1); KoSIT's schematron
  // has no rule of its own for it, so these carry the business terms' names.
  fatal('XR-BT-34', 'XRechnung 3.0: the Seller electronic address (BT-34) shall be transmitted.', (d) =>
    holds(given(d.seller.electronicAddress)),
  ),
  fatal('XR-BT-49', 'XRechnung 3.0: the Buyer electronic address (BT-49) shall be transmitted.', (d) =>
    holds(given(d.buyer.electronicAddress)),
  ),
];
