// The EN 16931 business rules (BR-, BR-CO-, BR-<category>-, BR-DEC-, BR-CL-) over the neutral terms,
// written from the conditions of the current official schematron (ConnectingEurope/eInvoicing-EN16931:
// EN16931-UBL-model.sch, EN16931-CII-model.sch, EN16931-UBL-codes.sch). Where the UBL and the CII
// binding differ (tolerances, which elements count), the rule follows the binding of the document.
import {
  ALLOWANCE_REASONS,
  COUNTRIES,
  CREDIT_NOTE_TYPE_CODES,
  CURRENCIES,
  EAS,
  ICD,
  INVOICE_TYPE_CODES,
  PAYMENT_MEANS,
  UNIT_CODES,
  VAT_CATEGORIES,
  VAT_PREFIXES,
  VATEX,
} from './code-lists';
import { each, fatal, holds, type Rule } from './rule';
import {
  type Address,
  type AllowanceCharge,
  code,
  decimals,
  type EInvoiceTerms,
  given,
  isoDate,
  type Line,
  num,
  round2,
  sameAmount,
  sum,
  type Term,
  text,
  type VatBreakdown,
} from './terms';

// ---- views of the document the rules share ----------------------------------------------------

const allowances = (doc: EInvoiceTerms) =>
  doc.allowanceCharges.filter((ac) => text(ac.indicator) === 'false');
const charges = (doc: EInvoiceTerms) => doc.allowanceCharges.filter((ac) => text(ac.indicator) === 'true');
const lineAllowances = (doc: EInvoiceTerms) =>
  doc.lines.flatMap((line) => line.allowanceCharges.filter((ac) => text(ac.indicator) === 'false'));
const lineCharges = (doc: EInvoiceTerms) =>
  doc.lines.flatMap((line) => line.allowanceCharges.filter((ac) => text(ac.indicator) === 'true'));

/** The VAT totals (BT-110) in the invoice currency. */
const vatTotals = (doc: EInvoiceTerms) =>
  doc.totals.taxTotals.filter((total) => total.attrs.currencyID === text(doc.currency));

const lineWhere = (line: Line, index: number) => `line ${text(line.id) ?? index + 1}`;
const breakdownWhere = (b: VatBreakdown) => `VAT breakdown ${code(b.category)} ${text(b.rate) ?? ''}`.trim();
const acWhere = (kind: string) => (ac: AllowanceCharge, index: number) =>
  `${kind} ${index + 1} (${text(ac.reason) ?? text(ac.reasonCode) ?? text(ac.amount) ?? ''})`;

/** Parties with an address, for the country rules. */
const addresses = (doc: EInvoiceTerms): [string, Address][] => {
  const list: [string, Address | null | undefined][] = [
    ['seller address', doc.seller.address],
    ['buyer address', doc.buyer.address],
    ['tax representative address', doc.taxRepresentative?.address],
    ['deliver-to address', doc.delivery?.address],
  ];
  return list.filter((entry): entry is [string, Address] => Boolean(entry[1]));
};

/** Both dates given: the end is not before the start. */
const dateOrder = (period: { start: Term; end: Term } | null) =>
  !period?.start.present ||
  !period.end.present ||
  (isoDate(period.end) ?? '') >= (isoDate(period.start) ?? '');

/** The UBL binding compares some sums with a tolerance of one unit (exclusive), the CII binding exactly. */
const within = (a: number, b: number, tolerance: number) =>
  tolerance === 0 ? sameAmount(a, b) : Math.abs(a - b) < tolerance - 1e-9;

// ---- the rules --------------------------------------------------------------------------------

const core: Rule[] = [
  fatal('BR-01', 'An Invoice shall have a Specification identifier (BT-24).', (d) =>
    holds(given(d.specification)),
  ),
  fatal('BR-02', 'An Invoice shall have an Invoice number (BT-1).', (d) => holds(given(d.number))),
  fatal('BR-03', 'An Invoice shall have an Invoice issue date (BT-2).', (d) => holds(given(d.issueDate))),
  fatal('BR-04', 'An Invoice shall have an Invoice type code (BT-3).', (d) => holds(given(d.typeCode))),
  fatal('BR-05', 'An Invoice shall have an Invoice currency code (BT-5).', (d) => holds(given(d.currency))),
  fatal('BR-06', 'An Invoice shall contain the Seller name (BT-27).', (d) => holds(given(d.seller.name))),
  fatal('BR-07', 'An Invoice shall contain the Buyer name (BT-44).', (d) => holds(given(d.buyer.name))),
  fatal('BR-08', 'An Invoice shall contain the Seller postal address (BG-5).', (d) =>
    holds(d.seller.address !== null),
  ),
  fatal('BR-09', 'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).', (d) =>
    d.seller.address ? holds(given(d.seller.address.country), 'seller address') : [],
  ),
  fatal('BR-10', 'An Invoice shall contain the Buyer postal address (BG-8).', (d) =>
    holds(d.buyer.address !== null),
  ),
  fatal('BR-11', 'The Buyer postal address shall contain a Buyer country code (BT-55).', (d) =>
    d.buyer.address ? holds(given(d.buyer.address.country), 'buyer address') : [],
  ),
  fatal('BR-12', 'An Invoice shall have the Sum of Invoice line net amount (BT-106).', (d) =>
    holds(d.totals.lines.present),
  ),
  fatal('BR-13', 'An Invoice shall have the Invoice total amount without VAT (BT-109).', (d) =>
    holds(d.totals.net.present),
  ),
  fatal('BR-14', 'An Invoice shall have the Invoice total amount with VAT (BT-112).', (d) =>
    holds(d.totals.gross.present),
  ),
  fatal('BR-15', 'An Invoice shall have the Amount due for payment (BT-115).', (d) =>
    holds(d.totals.payable.present),
  ),
  fatal('BR-16', 'An Invoice shall have at least one Invoice line (BG-25).', (d) =>
    holds(d.lines.length > 0),
  ),
  fatal(
    'BR-17',
    'The Payee name (BT-59) shall be provided if the Payee (BG-10) is different from the Seller.',
    (d) =>
      d.payee
        ? holds(
            given(d.payee.name) &&
              text(d.payee.name) !== text(d.seller.name) &&
              text(d.payee.name) !== text(d.seller.tradingName),
            'payee',
          )
        : [],
  ),
  fatal('BR-18', 'The Seller tax representative name (BT-62) shall be provided.', (d) =>
    d.taxRepresentative ? holds(given(d.taxRepresentative.name), 'tax representative') : [],
  ),
  fatal('BR-19', 'The Seller tax representative postal address (BG-12) shall be provided.', (d) =>
    d.taxRepresentative ? holds(d.taxRepresentative.address !== null, 'tax representative') : [],
  ),
  fatal('BR-20', 'The Seller tax representative postal address shall contain a country code (BT-69).', (d) =>
    d.taxRepresentative?.address
      ? holds(given(d.taxRepresentative.address.country), 'tax representative')
      : [],
  ),
  fatal('BR-21', 'Each Invoice line shall have an Invoice line identifier (BT-126).', (d) =>
    each(d.lines, lineWhere, (line) => given(line.id)),
  ),
  fatal('BR-22', 'Each Invoice line shall have an Invoiced quantity (BT-129).', (d) =>
    each(d.lines, lineWhere, (line) => line.quantity.present),
  ),
  fatal('BR-23', 'An Invoice line shall have an Invoiced quantity unit of measure code (BT-130).', (d) =>
    each(d.lines, lineWhere, (line) => line.quantity.attrs.unitCode !== undefined),
  ),
  fatal('BR-24', 'Each Invoice line shall have an Invoice line net amount (BT-131).', (d) =>
    each(d.lines, lineWhere, (line) => line.netAmount.present),
  ),
  fatal('BR-25', 'Each Invoice line shall contain the Item name (BT-153).', (d) =>
    each(d.lines, lineWhere, (line) => given(line.itemName)),
  ),
  fatal('BR-26', 'Each Invoice line shall contain the Item net price (BT-146).', (d) =>
    each(d.lines, lineWhere, (line) => line.netPrice.present),
  ),
  fatal('BR-27', 'The Item net price (BT-146) shall NOT be negative.', (d) =>
    each(d.lines, lineWhere, (line) => !line.netPrice.present || (num(line.netPrice) ?? -1) >= 0),
  ),
  fatal('BR-28', 'The Item gross price (BT-148) shall NOT be negative.', (d) =>
    each(d.lines, lineWhere, (line) => !line.grossPrice.present || (num(line.grossPrice) ?? -1) >= 0),
  ),
  fatal(
    'BR-29',
    'The Invoicing period end date (BT-74) shall be later or equal to its start date (BT-73).',
    (d) => holds(dateOrder(d.period), 'invoicing period'),
  ),
  fatal(
    'BR-30',
    'The Invoice line period end date (BT-135) shall be later or equal to its start date (BT-134).',
    (d) => each(d.lines, lineWhere, (line) => dateOrder(line.period)),
  ),
  fatal('BR-31', 'Each document level allowance shall have an amount (BT-92).', (d) =>
    each(allowances(d), acWhere('allowance'), (ac) => ac.amount.present),
  ),
  fatal('BR-32', 'Each document level allowance shall have a VAT category code (BT-95).', (d) =>
    each(allowances(d), acWhere('allowance'), (ac) => given(ac.category)),
  ),
  fatal('BR-33', 'Each document level allowance shall have a reason (BT-97) or a reason code (BT-98).', (d) =>
    each(allowances(d), acWhere('allowance'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal('BR-36', 'Each document level charge shall have an amount (BT-99).', (d) =>
    each(charges(d), acWhere('charge'), (ac) => ac.amount.present),
  ),
  fatal('BR-37', 'Each document level charge shall have a VAT category code (BT-102).', (d) =>
    each(charges(d), acWhere('charge'), (ac) => given(ac.category)),
  ),
  fatal('BR-38', 'Each document level charge shall have a reason (BT-104) or a reason code (BT-105).', (d) =>
    each(charges(d), acWhere('charge'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal('BR-41', 'Each Invoice line allowance shall have an amount (BT-136).', (d) =>
    each(lineAllowances(d), acWhere('line allowance'), (ac) => ac.amount.present),
  ),
  fatal('BR-42', 'Each Invoice line allowance shall have a reason (BT-139) or a reason code (BT-140).', (d) =>
    each(lineAllowances(d), acWhere('line allowance'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal('BR-43', 'Each Invoice line charge shall have an amount (BT-141).', (d) =>
    each(lineCharges(d), acWhere('line charge'), (ac) => ac.amount.present),
  ),
  fatal('BR-44', 'Each Invoice line charge shall have a reason (BT-144) or a reason code (BT-145).', (d) =>
    each(lineCharges(d), acWhere('line charge'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal('BR-45', 'Each VAT breakdown (BG-23) shall have a VAT category taxable amount (BT-116).', (d) =>
    each(d.vatBreakdown, breakdownWhere, (b) => b.taxableAmount.present),
  ),
  fatal('BR-46', 'Each VAT breakdown shall have a VAT category tax amount (BT-117).', (d) =>
    each(d.vatBreakdown, breakdownWhere, (b) => b.taxAmount.present),
  ),
  fatal('BR-47', 'Each VAT breakdown shall be defined through a VAT category code (BT-118).', (d) =>
    each(d.vatBreakdown, breakdownWhere, (b) => given(b.category)),
  ),
  fatal(
    'BR-48',
    'Each VAT breakdown shall have a VAT category rate (BT-119), except if not subject to VAT.',
    (d) => each(d.vatBreakdown, breakdownWhere, (b) => b.rate.present || code(b.category) === 'O'),
  ),
  fatal('BR-49', 'A Payment instruction (BG-16) shall specify the Payment means type code (BT-81).', (d) =>
    each(
      d.paymentMeans,
      (_, i) => `payment means ${i + 1}`,
      (means) => means.code.present,
    ),
  ),
  fatal(
    'BR-50',
    'A Payment account identifier (BT-84) shall be present if Credit transfer (BG-17) is provided.',
    (d) =>
      d.paymentMeans
        .filter((means) => ['30', '58'].includes(code(means.code)))
        .flatMap((means) =>
          each(
            means.transfers,
            () => 'credit transfer',
            (transfer) => given(transfer.accountId),
          ),
        ),
  ),
  fatal(
    'BR-51',
    'Only the last 4 to 6 digits of the Payment card primary account number (BT-87) may be given.',
    (d) =>
      each(
        d.paymentMeans.filter((means) => means.card),
        () => 'payment card',
        (means) => (text(means.card?.number) ?? '').length <= 10,
      ),
  ),
  fatal(
    'BR-52',
    'Each Additional supporting document (BG-24) shall contain a Supporting document reference (BT-122).',
    (d) =>
      each(
        d.supportingDocuments,
        (_, i) => `supporting document ${i + 1}`,
        (doc) => given(doc.id),
      ),
  ),
  fatal(
    'BR-53',
    'If the VAT accounting currency code (BT-6) is present, the VAT total in it (BT-111) shall be provided.',
    (d) =>
      !given(d.taxCurrency)
        ? []
        : holds(d.totals.taxTotals.some((total) => total.attrs.currencyID === text(d.taxCurrency))),
  ),
  fatal(
    'BR-55',
    'Each Preceding Invoice reference (BG-3) shall contain a Preceding Invoice reference (BT-25).',
    (d) =>
      each(
        d.precedingInvoices,
        (_, i) => `preceding invoice ${i + 1}`,
        (ref) => given(ref.number),
      ),
  ),
  fatal('BR-56', 'Each Seller tax representative party (BG-11) shall have a VAT identifier (BT-63).', (d) =>
    d.taxRepresentative ? holds(given(d.taxRepresentative.vatId), 'tax representative') : [],
  ),
  fatal('BR-57', 'Each Deliver to address (BG-15) shall contain a Deliver to country code (BT-80).', (d) =>
    d.delivery?.address ? holds(given(d.delivery.address.country), 'deliver-to address') : [],
  ),
  fatal(
    'BR-61',
    'For credit transfer payment means (30, 58) the Payment account identifier (BT-84) shall be present.',
    (d) =>
      each(
        d.paymentMeans,
        (_, i) => `payment means ${i + 1}`,
        (means) =>
          !['30', '58'].includes(code(means.code)) ||
          means.transfers.some((transfer) => transfer.accountId.present),
      ),
  ),
  fatal('BR-62', 'The Seller electronic address (BT-34) shall have a Scheme identifier.', (d) =>
    d.seller.electronicAddress.present
      ? holds(Boolean(d.seller.electronicAddress.attrs.schemeID?.trim()))
      : [],
  ),
  fatal('BR-63', 'The Buyer electronic address (BT-49) shall have a Scheme identifier.', (d) =>
    d.buyer.electronicAddress.present ? holds(Boolean(d.buyer.electronicAddress.attrs.schemeID?.trim())) : [],
  ),
  fatal('BR-64', 'The Item standard identifier (BT-157) shall have a Scheme identifier.', (d) =>
    each(
      d.lines,
      lineWhere,
      (line) => !line.standardId.present || Boolean(line.standardId.attrs.schemeID?.trim()),
    ),
  ),
  fatal('BR-65', 'The Item classification identifier (BT-158) shall have a Scheme identifier.', (d) =>
    each(d.lines, lineWhere, (line) => line.classifications.every((c) => Boolean(c.attrs.listID?.trim()))),
  ),
  fatal('BR-66', 'An Invoice shall contain at most one Payment Card Information group (BG-18).', (d) =>
    d.syntax === 'ubl' ? holds(d.paymentMeans.filter((means) => means.card).length <= 1) : [],
  ),
  fatal('BR-67', 'An Invoice shall contain at most one Payment Mandate group (BG-19).', (d) =>
    d.syntax === 'ubl' ? holds(d.paymentMeans.filter((means) => means.mandate).length <= 1) : [],
  ),
];

const consistency: Rule[] = [
  fatal('BR-CO-03', 'Value added tax point date (BT-7) and its code (BT-8) are mutually exclusive.', (d) =>
    holds(!(d.taxPointDate.present && d.taxPointDateCode.present)),
  ),
  fatal(
    'BR-CO-04',
    'Each Invoice line shall be categorized with an Invoiced item VAT category code (BT-151).',
    (d) => each(d.lines, lineWhere, (line) => given(line.category)),
  ),
  fatal(
    'BR-CO-09',
    'VAT identifiers (BT-31, BT-48, BT-63) shall have an ISO 3166-1 alpha-2 country prefix (EL for Greece).',
    (d) => {
      const ids: [string, Term | undefined][] = [
        ['seller VAT identifier', d.seller.vatId],
        ['buyer VAT identifier', d.buyer.vatId],
        ['tax representative VAT identifier', d.taxRepresentative?.vatId],
      ];
      return ids
        .filter(([, id]) => id?.present)
        .flatMap(([where, id]) => holds(VAT_PREFIXES.has((id?.raw ?? '').trim().slice(0, 2)), where));
    },
  ),
  fatal('BR-CO-10', 'Sum of Invoice line net amount (BT-106) = Σ Invoice line net amount (BT-131).', (d) =>
    d.totals.lines.present
      ? holds(
          sameAmount(num(d.totals.lines) ?? Number.NaN, round2(sum(d.lines.map((line) => line.netAmount)))),
        )
      : [],
  ),
  fatal(
    'BR-CO-11',
    'Sum of allowances on document level (BT-107) = Σ Document level allowance amount (BT-92).',
    (d) =>
      d.totals.allowances.present
        ? holds(
            sameAmount(
              num(d.totals.allowances) ?? Number.NaN,
              round2(sum(allowances(d).map((ac) => ac.amount))),
            ),
          )
        : holds(allowances(d).length === 0),
  ),
  fatal(
    'BR-CO-12',
    'Sum of charges on document level (BT-108) = Σ Document level charge amount (BT-99).',
    (d) =>
      d.totals.charges.present
        ? holds(
            sameAmount(num(d.totals.charges) ?? Number.NaN, round2(sum(charges(d).map((ac) => ac.amount)))),
          )
        : holds(charges(d).length === 0),
  ),
  fatal(
    'BR-CO-13',
    'Invoice total amount without VAT (BT-109) = Σ line net amounts (BT-106) − allowances (BT-107) + charges (BT-108).',
    (d) => {
      if (!d.totals.net.present) return [];
      const expected = round2(sum([d.totals.lines]) - sum([d.totals.allowances]) + sum([d.totals.charges]));
      return holds(sameAmount(num(d.totals.net) ?? Number.NaN, expected));
    },
  ),
  fatal('BR-CO-14', 'Invoice total VAT amount (BT-110) = Σ VAT category tax amount (BT-117).', (d) => {
    if (d.vatBreakdown.length === 0) return [];
    const expected = round2(sum(d.vatBreakdown.map((b) => b.taxAmount)));
    return each(
      vatTotals(d),
      () => 'VAT total',
      (total) => sameAmount(num(total) ?? Number.NaN, expected),
    );
  }),
  fatal(
    'BR-CO-15',
    'Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
    (d) => {
      const totals = vatTotals(d);
      const gross = num(d.totals.gross) ?? Number.NaN;
      const net = num(d.totals.net) ?? Number.NaN;
      const sums = totals.length === 1 && sameAmount(gross, round2(net + (num(totals[0]) ?? Number.NaN)));
      // The CII binding also accepts an invoice without a VAT total whose totals are equal.
      return holds(sums || (d.syntax === 'cii' && sameAmount(gross, net)));
    },
  ),
  fatal(
    'BR-CO-16',
    'Amount due for payment (BT-115) = Invoice total amount with VAT (BT-112) − Paid amount (BT-113) + Rounding amount (BT-114).',
    (d) => {
      if (!d.totals.payable.present) return [];
      const expected = round2(sum([d.totals.gross]) - sum([d.totals.paid]) + sum([d.totals.rounding]));
      return holds(sameAmount(num(d.totals.payable) ?? Number.NaN, expected));
    },
  ),
  fatal(
    'BR-CO-17',
    'VAT category tax amount (BT-117) = VAT category taxable amount (BT-116) × (VAT category rate (BT-119) / 100), rounded to two decimals.',
    (d) =>
      each(d.vatBreakdown, breakdownWhere, (b) => {
        const tax = num(b.taxAmount) ?? Number.NaN;
        const rate = num(b.rate);
        // As the current release: a rate of 0 (or none) wants a tax amount that rounds to 0; any other
        // rate allows a difference of less than one unit (UBL), at most one unit (CII).
        if (rate === null || Math.round(rate) === 0) return Math.round(tax) === 0;
        const expected = round2(Math.abs(num(b.taxableAmount) ?? Number.NaN) * (rate / 100));
        const difference = Math.abs(Math.abs(tax) - expected);
        return d.syntax === 'ubl' ? difference < 1 - 1e-9 : difference <= 1 + 1e-9;
      }),
  ),
  fatal('BR-CO-18', 'An Invoice shall at least have one VAT breakdown group (BG-23).', (d) =>
    holds(d.vatBreakdown.length > 0),
  ),
  fatal(
    'BR-CO-19',
    'If the Invoicing period (BG-14) is used, its start date (BT-73) or end date (BT-74) shall be filled.',
    (d) => (d.period ? holds(d.period.start.present || d.period.end.present, 'invoicing period') : []),
  ),
  fatal(
    'BR-CO-20',
    'If an Invoice line period (BG-26) is used, its start date (BT-134) or end date (BT-135) shall be filled.',
    (d) =>
      each(
        d.lines,
        lineWhere,
        (line) => !line.period || line.period.start.present || line.period.end.present,
      ),
  ),
  fatal(
    'BR-CO-21',
    'Each document level allowance shall contain a reason (BT-97) or a reason code (BT-98), or both.',
    (d) => each(allowances(d), acWhere('allowance'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal(
    'BR-CO-22',
    'Each document level charge shall contain a reason (BT-104) or a reason code (BT-105), or both.',
    (d) => each(charges(d), acWhere('charge'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal(
    'BR-CO-23',
    'Each Invoice line allowance shall contain a reason (BT-139) or a reason code (BT-140), or both.',
    (d) =>
      each(lineAllowances(d), acWhere('line allowance'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal(
    'BR-CO-24',
    'Each Invoice line charge shall contain a reason (BT-144) or a reason code (BT-145), or both.',
    (d) => each(lineCharges(d), acWhere('line charge'), (ac) => ac.reason.present || ac.reasonCode.present),
  ),
  fatal(
    'BR-CO-25',
    'If the Amount due for payment (BT-115) is positive, the Payment due date (BT-9) or the Payment terms (BT-20) shall be present.',
    (d) => {
      // The UBL binding checks it on Invoice only (its context is /ubl:Invoice/…/cbc:PayableAmount).
      if (d.root === 'CreditNote') return [];
      return holds(!((num(d.totals.payable) ?? 0) > 0) || d.dueDate.present || d.paymentTerms.present);
    },
  ),
  fatal(
    'BR-CO-26',
    'The Seller VAT identifier (BT-31), Seller identifier (BT-29) or Seller legal registration identifier (BT-30) shall be present.',
    (d) =>
      holds(
        d.seller.vatId.present || d.seller.identifiers.length > 0 || d.seller.legalRegistrationId.present,
      ),
  ),
];

// ---- VAT categories ----------------------------------------------------------------------------

interface CategoryView {
  lines: Line[];
  allowances: AllowanceCharge[];
  charges: AllowanceCharge[];
  breakdown: VatBreakdown[];
  used: boolean;
}

const category = (doc: EInvoiceTerms, cat: string): CategoryView => {
  const view = {
    lines: doc.lines.filter((line) => code(line.category) === cat),
    allowances: allowances(doc).filter((ac) => code(ac.category) === cat),
    charges: charges(doc).filter((ac) => code(ac.category) === cat),
    breakdown: doc.vatBreakdown.filter((b) => code(b.category) === cat),
  };
  return { ...view, used: view.lines.length + view.allowances.length + view.charges.length > 0 };
};

/** The seller is identified for VAT: BT-31, BT-32 or the tax representative's BT-63. */
const sellerVatIdentified = (d: EInvoiceTerms) =>
  given(d.seller.vatId) || given(d.seller.taxRegistrationId) || given(d.taxRepresentative?.vatId);
const buyerIdentified = (d: EInvoiceTerms) => given(d.buyer.vatId) || given(d.buyer.legalRegistrationId);

/** Σ line net amounts + charges − allowances of the category (and, if given, the rate). */
const categoryBasis = (view: CategoryView, rate?: number) => {
  const ofRate = (term: Term) => rate === undefined || num(term) === rate;
  return (
    round2(sum(view.lines.filter((l) => ofRate(l.rate)).map((l) => l.netAmount))) +
    round2(sum(view.charges.filter((c) => ofRate(c.rate)).map((c) => c.amount))) -
    round2(sum(view.allowances.filter((a) => ofRate(a.rate)).map((a) => a.amount)))
  );
};

interface CategoryRules {
  cat: string;
  name: string;
  /** -01: at least one breakdown (S) or exactly one (the others). */
  exactlyOne: boolean;
  /** -02 … -04: what identifies the parties. */
  identified: (d: EInvoiceTerms) => boolean;
  identifiedText: string;
  /** -05 … -07: the rate allowed on lines, allowances and charges. */
  rate: (rate: number | null, term: Term) => boolean;
  rateText: string;
  /** -08 tolerance by syntax (0 = exact). */
  basisTolerance: { ubl: number; cii: number };
  /** -09: the tax amount. */
  tax: (b: VatBreakdown) => boolean;
  taxText: string;
  /** -10: an exemption reason is required (true) or forbidden (false). */
  exemption: boolean;
}

function categoryRules(c: CategoryRules): Rule[] {
  const id = (n: string) => `BR-${c.cat}-${n}`;
  const contexts = [
    ['02', 'an Invoice line', (v: CategoryView) => v.lines.length > 0],
    ['03', 'a document level allowance', (v: CategoryView) => v.allowances.length > 0],
    ['04', 'a document level charge', (v: CategoryView) => v.charges.length > 0],
  ] as const;
  const rates = [
    ['05', 'Invoice line', 'BT-152', (v: CategoryView) => v.lines.map((l) => l.rate)],
    ['06', 'document level allowance', 'BT-96', (v: CategoryView) => v.allowances.map((a) => a.rate)],
    ['07', 'document level charge', 'BT-103', (v: CategoryView) => v.charges.map((ch) => ch.rate)],
  ] as const;
  return [
    fatal(
      id('01'),
      `An Invoice with a line, allowance or charge of category "${c.name}" shall contain ${c.exactlyOne ? 'exactly one' : 'at least one'} VAT breakdown of that category.`,
      (d) => {
        const view = category(d, c.cat);
        // Unused, the category has no breakdown either (as the UBL binding of BR-S-01 and the CII
        // binding of the others say).
        if (!view.used) return holds(view.breakdown.length === 0);
        return holds(c.exactlyOne ? view.breakdown.length === 1 : view.breakdown.length >= 1);
      },
    ),
    ...contexts.map(([n, what, applies]) =>
      fatal(id(n), `An Invoice with ${what} of category "${c.name}" ${c.identifiedText}.`, (d) =>
        applies(category(d, c.cat)) ? holds(c.identified(d)) : [],
      ),
    ),
    ...rates.map(([n, what, bt, terms]) =>
      fatal(id(n), `In a ${what} of category "${c.name}" the VAT rate (${bt}) ${c.rateText}.`, (d) =>
        each(
          terms(category(d, c.cat)),
          (_, i) => `${what} ${i + 1}`,
          (term) => c.rate(num(term), term),
        ),
      ),
    ),
    fatal(
      id('08'),
      `The taxable amount (BT-116) of a "${c.name}" VAT breakdown shall equal the sum of its line net amounts plus charges minus allowances.`,
      (d) => {
        const view = category(d, c.cat);
        const tolerance = c.basisTolerance[d.syntax];
        return each(view.breakdown, breakdownWhere, (b) => {
          const rate = c.cat === 'S' ? (num(b.rate) ?? undefined) : undefined;
          return within(num(b.taxableAmount) ?? Number.NaN, categoryBasis(view, rate), tolerance);
        });
      },
    ),
    fatal(id('09'), `In a "${c.name}" VAT breakdown the tax amount (BT-117) ${c.taxText}.`, (d) =>
      each(category(d, c.cat).breakdown, breakdownWhere, c.tax),
    ),
    fatal(
      id('10'),
      c.exemption
        ? `A "${c.name}" VAT breakdown shall have a VAT exemption reason code (BT-121) or text (BT-120).`
        : `A "${c.name}" VAT breakdown shall not have a VAT exemption reason code (BT-121) or text (BT-120).`,
      (d) =>
        each(category(d, c.cat).breakdown, breakdownWhere, (b) => {
          const hasReason = b.exemptionReason.present || b.exemptionReasonCode.present;
          return c.exemption ? hasReason : !hasReason;
        }),
    ),
  ];
}

const zeroTax = (b: VatBreakdown) => num(b.taxAmount) === 0;
const rateZero = (rate: number | null) => rate === 0;

const standardRated = categoryRules({
  cat: 'S',
  name: 'Standard rated',
  exactlyOne: false,
  identified: sellerVatIdentified,
  identifiedText:
    'shall contain the Seller VAT identifier (BT-31), tax registration identifier (BT-32) or tax representative VAT identifier (BT-63)',
  rate: (rate) => rate !== null && rate > 0,
  rateText: 'shall be greater than zero',
  basisTolerance: { ubl: 1, cii: 0 },
  tax: (b) => {
    const expected = round2(
      Math.abs(num(b.taxableAmount) ?? Number.NaN) * ((num(b.rate) ?? Number.NaN) / 100),
    );
    return Math.abs(Math.abs(num(b.taxAmount) ?? Number.NaN) - expected) < 1 - 1e-9;
  },
  taxText: 'shall equal the taxable amount (BT-116) times the rate (BT-119), rounded to two decimals',
  exemption: false,
});

const zeroRated = categoryRules({
  cat: 'Z',
  name: 'Zero rated',
  exactlyOne: true,
  identified: sellerVatIdentified,
  identifiedText:
    'shall contain the Seller VAT identifier (BT-31), tax registration identifier (BT-32) or tax representative VAT identifier (BT-63)',
  rate: rateZero,
  rateText: 'shall be 0 (zero)',
  basisTolerance: { ubl: 0, cii: 1 },
  tax: zeroTax,
  taxText: 'shall be 0 (zero)',
  exemption: false,
});

const exempt = categoryRules({
  cat: 'E',
  name: 'Exempt from VAT',
  exactlyOne: true,
  identified: sellerVatIdentified,
  identifiedText:
    'shall contain the Seller VAT identifier (BT-31), tax registration identifier (BT-32) or tax representative VAT identifier (BT-63)',
  rate: rateZero,
  rateText: 'shall be 0 (zero)',
  basisTolerance: { ubl: 0, cii: 1 },
  tax: zeroTax,
  taxText: 'shall be 0 (zero)',
  exemption: true,
});

const reverseCharge = categoryRules({
  cat: 'AE',
  name: 'Reverse charge',
  exactlyOne: true,
  identified: (d) => sellerVatIdentified(d) && buyerIdentified(d),
  identifiedText:
    'shall contain the Seller VAT identifier (BT-31), tax registration identifier (BT-32) or tax representative VAT identifier (BT-63), and the Buyer VAT identifier (BT-48) or legal registration identifier (BT-47)',
  rate: rateZero,
  rateText: 'shall be 0 (zero)',
  basisTolerance: { ubl: 0, cii: 1 },
  tax: zeroTax,
  taxText: 'shall be 0 (zero)',
  exemption: true,
});

/** Not subject to VAT: its own shape, nobody may carry a VAT identifier and nothing else may be taxed. */
const notSubject: Rule[] = [
  ...categoryRules({
    cat: 'O',
    name: 'Not subject to VAT',
    exactlyOne: true,
    identified: (d) => !given(d.seller.vatId) && !given(d.taxRepresentative?.vatId) && !given(d.buyer.vatId),
    identifiedText:
      'shall not contain the Seller VAT identifier (BT-31), the tax representative VAT identifier (BT-63) or the Buyer VAT identifier (BT-48)',
    rate: (_, term) => !term.present,
    rateText: 'shall not be present',
    basisTolerance: { ubl: 0, cii: 0 },
    tax: zeroTax,
    taxText: 'shall be 0 (zero)',
    exemption: true,
  }),
  fatal(
    'BR-O-11',
    'An Invoice with a "Not subject to VAT" VAT breakdown shall not contain other VAT breakdowns.',
    (d) =>
      category(d, 'O').breakdown.length > 0
        ? holds(d.vatBreakdown.every((b) => code(b.category) === 'O'))
        : [],
  ),
  fatal(
    'BR-O-12',
    'An Invoice with a "Not subject to VAT" VAT breakdown shall not contain lines of another category.',
    (d) =>
      category(d, 'O').breakdown.length > 0
        ? each(d.lines, lineWhere, (line) => code(line.category) === 'O')
        : [],
  ),
  fatal(
    'BR-O-13',
    'An Invoice with a "Not subject to VAT" VAT breakdown shall not contain allowances of another category.',
    (d) =>
      category(d, 'O').breakdown.length > 0
        ? each(allowances(d), acWhere('allowance'), (ac) => code(ac.category) === 'O')
        : [],
  ),
  fatal(
    'BR-O-14',
    'An Invoice with a "Not subject to VAT" VAT breakdown shall not contain charges of another category.',
    (d) =>
      category(d, 'O').breakdown.length > 0
        ? each(charges(d), acWhere('charge'), (ac) => code(ac.category) === 'O')
        : [],
  ),
];

// ---- decimals ----------------------------------------------------------------------------------

const twoDecimals = (id: string, bt: string, terms: (d: EInvoiceTerms) => [string, Term][]): Rule =>
  fatal(id, `The allowed maximum number of decimals for ${bt} is 2.`, (d) =>
    terms(d)
      .filter(([, term]) => term.present && decimals(term) > 2)
      .map(([where]) => where),
  );

const numbered = (items: AllowanceCharge[], kind: string, pick: (ac: AllowanceCharge) => Term) =>
  items.map((ac, i): [string, Term] => [`${kind} ${i + 1}`, pick(ac)]);
const onLines = (d: EInvoiceTerms, kind: 'false' | 'true', pick: (ac: AllowanceCharge) => Term) =>
  d.lines.flatMap((line, i) =>
    line.allowanceCharges
      .filter((ac) => text(ac.indicator) === kind)
      .map((ac): [string, Term] => [lineWhere(line, i), pick(ac)]),
  );

const decimalRules: Rule[] = [
  twoDecimals('BR-DEC-01', 'the Document level allowance amount (BT-92)', (d) =>
    numbered(allowances(d), 'allowance', (ac) => ac.amount),
  ),
  twoDecimals('BR-DEC-02', 'the Document level allowance base amount (BT-93)', (d) =>
    numbered(allowances(d), 'allowance', (ac) => ac.baseAmount),
  ),
  twoDecimals('BR-DEC-05', 'the Document level charge amount (BT-99)', (d) =>
    numbered(charges(d), 'charge', (ac) => ac.amount),
  ),
  twoDecimals('BR-DEC-06', 'the Document level charge base amount (BT-100)', (d) =>
    numbered(charges(d), 'charge', (ac) => ac.baseAmount),
  ),
  twoDecimals('BR-DEC-09', 'the Sum of Invoice line net amount (BT-106)', (d) => [
    ['totals', d.totals.lines],
  ]),
  twoDecimals('BR-DEC-10', 'the Sum of allowances on document level (BT-107)', (d) => [
    ['totals', d.totals.allowances],
  ]),
  twoDecimals('BR-DEC-11', 'the Sum of charges on document level (BT-108)', (d) => [
    ['totals', d.totals.charges],
  ]),
  twoDecimals('BR-DEC-12', 'the Invoice total amount without VAT (BT-109)', (d) => [
    ['totals', d.totals.net],
  ]),
  twoDecimals('BR-DEC-13', 'the Invoice total VAT amount (BT-110)', (d) =>
    vatTotals(d).map((t) => ['VAT total', t]),
  ),
  twoDecimals('BR-DEC-14', 'the Invoice total amount with VAT (BT-112)', (d) => [['totals', d.totals.gross]]),
  twoDecimals('BR-DEC-15', 'the Invoice total VAT amount in accounting currency (BT-111)', (d) =>
    given(d.taxCurrency)
      ? d.totals.taxTotals
          .filter((t) => t.attrs.currencyID === text(d.taxCurrency))
          .map((t): [string, Term] => ['VAT total in accounting currency', t])
      : [],
  ),
  twoDecimals('BR-DEC-16', 'the Paid amount (BT-113)', (d) => [['totals', d.totals.paid]]),
  twoDecimals('BR-DEC-17', 'the Rounding amount (BT-114)', (d) => [['totals', d.totals.rounding]]),
  twoDecimals('BR-DEC-18', 'the Amount due for payment (BT-115)', (d) => [['totals', d.totals.payable]]),
  twoDecimals('BR-DEC-19', 'the VAT category taxable amount (BT-116)', (d) =>
    d.vatBreakdown.map((b) => [breakdownWhere(b), b.taxableAmount]),
  ),
  twoDecimals('BR-DEC-20', 'the VAT category tax amount (BT-117)', (d) =>
    d.vatBreakdown.map((b) => [breakdownWhere(b), b.taxAmount]),
  ),
  twoDecimals('BR-DEC-23', 'the Invoice line net amount (BT-131)', (d) =>
    d.lines.map((line, i) => [lineWhere(line, i), line.netAmount]),
  ),
  twoDecimals('BR-DEC-24', 'the Invoice line allowance amount (BT-136)', (d) =>
    onLines(d, 'false', (ac) => ac.amount),
  ),
  twoDecimals('BR-DEC-25', 'the Invoice line allowance base amount (BT-137)', (d) =>
    onLines(d, 'false', (ac) => ac.baseAmount),
  ),
  twoDecimals('BR-DEC-27', 'the Invoice line charge amount (BT-141)', (d) =>
    onLines(d, 'true', (ac) => ac.amount),
  ),
  twoDecimals('BR-DEC-28', 'the Invoice line charge base amount (BT-142)', (d) =>
    onLines(d, 'true', (ac) => ac.baseAmount),
  ),
];

// ---- code lists --------------------------------------------------------------------------------

const inList = (list: Set<string>, value: string | null | undefined) =>
  value != null && list.has(value.trim());

const codeLists: Rule[] = [
  fatal(
    'BR-CL-01',
    'The document type code (BT-3) MUST be coded by the invoice and credit note related code lists of UNTDID 1001.',
    (d) => {
      const list =
        d.root === 'Invoice'
          ? INVOICE_TYPE_CODES
          : d.root === 'CreditNote'
            ? CREDIT_NOTE_TYPE_CODES
            : new Set([...INVOICE_TYPE_CODES, ...CREDIT_NOTE_TYPE_CODES]);
      return d.typeCode.present ? holds(inList(list, text(d.typeCode))) : [];
    },
  ),
  fatal('BR-CL-03', 'currencyID MUST be coded using ISO code list 4217 alpha-3.', (d) => {
    const currencies =
      d.syntax === 'ubl'
        ? d.syntaxFacts.amounts.map((a) => [a.element, a.currency] as const)
        : d.totals.taxTotals
            .filter((t) => t.attrs.currencyID !== undefined)
            .map((t) => ['TaxTotalAmount', t.attrs.currencyID] as const);
    return currencies.filter(([, currency]) => !inList(CURRENCIES, currency)).map(([element]) => element);
  }),
  fatal('BR-CL-04', 'Invoice currency code (BT-5) MUST be coded using ISO code list 4217 alpha-3.', (d) =>
    d.currency.present ? holds(inList(CURRENCIES, text(d.currency))) : [],
  ),
  fatal('BR-CL-05', 'Tax currency code (BT-6) MUST be coded using ISO code list 4217 alpha-3.', (d) =>
    d.taxCurrency.present ? holds(inList(CURRENCIES, text(d.taxCurrency))) : [],
  ),
  fatal(
    'BR-CL-06',
    'Value added tax point date code (BT-8) MUST be coded using a restriction of UNTDID 2005.',
    (d) =>
      d.taxPointDateCode.present
        ? holds(
            inList(
              new Set(d.syntax === 'ubl' ? ['3', '35', '432'] : ['5', '29', '72']),
              text(d.taxPointDateCode),
            ),
          )
        : [],
  ),
  fatal(
    'BR-CL-10',
    'Any identifier identification scheme identifier MUST be coded using one of the ISO 6523 ICD list.',
    (d) =>
      [...d.seller.identifiers, ...d.buyer.identifiers, ...(d.payee?.identifiers ?? [])]
        .filter((id) => id.attrs.schemeID !== undefined)
        .filter((id) => !inList(ICD, id.attrs.schemeID))
        .map((id) => `identifier ${text(id)}`),
  ),
  fatal(
    'BR-CL-11',
    'Any registration identifier identification scheme identifier MUST be coded using one of the ISO 6523 ICD list.',
    (d) =>
      [d.seller.legalRegistrationId, d.buyer.legalRegistrationId]
        .filter((id) => id.attrs.schemeID !== undefined && !inList(ICD, id.attrs.schemeID))
        .map((id) => `legal registration ${text(id)}`),
  ),
  fatal('BR-CL-14', 'Country codes in an invoice MUST be coded using ISO code list 3166-1.', (d) =>
    addresses(d)
      .filter(([, address]) => address.country.present && !inList(COUNTRIES, text(address.country)))
      .map(([where]) => where),
  ),
  fatal('BR-CL-16', 'Payment means in an invoice MUST be coded using UNCL4461 code list.', (d) =>
    each(
      d.paymentMeans,
      (_, i) => `payment means ${i + 1}`,
      (means) => !means.code.present || inList(PAYMENT_MEANS, text(means.code)),
    ),
  ),
  fatal(
    'BR-CL-17',
    'Invoice tax categories (BT-95, BT-102, BT-118) MUST be coded using UNCL5305 code list.',
    (d) => [
      ...each(
        d.vatBreakdown,
        breakdownWhere,
        (b) => !b.category.present || inList(VAT_CATEGORIES, text(b.category)),
      ),
      ...each(
        d.allowanceCharges,
        acWhere('allowance/charge'),
        (ac) => !ac.category.present || inList(VAT_CATEGORIES, text(ac.category)),
      ),
    ],
  ),
  fatal('BR-CL-18', 'Invoice line tax categories (BT-151) MUST be coded using UNCL5305 code list.', (d) =>
    each(d.lines, lineWhere, (line) => !line.category.present || inList(VAT_CATEGORIES, text(line.category))),
  ),
  fatal('BR-CL-19', 'Coded allowance reasons MUST belong to the UNCL 5189 code list.', (d) =>
    each(
      [...allowances(d), ...lineAllowances(d)],
      acWhere('allowance'),
      (ac) => !ac.reasonCode.present || inList(ALLOWANCE_REASONS, text(ac.reasonCode)),
    ),
  ),
  fatal(
    'BR-CL-21',
    'Item standard identifier scheme identifier MUST belong to the ISO 6523 ICD code list.',
    (d) =>
      each(
        d.lines,
        lineWhere,
        (line) => line.standardId.attrs.schemeID === undefined || inList(ICD, line.standardId.attrs.schemeID),
      ),
  ),
  fatal('BR-CL-22', 'Tax exemption reason code (BT-121) MUST belong to the CEF VATEX code list.', (d) =>
    each(
      d.vatBreakdown,
      breakdownWhere,
      (b) => !b.exemptionReasonCode.present || inList(VATEX, text(b.exemptionReasonCode)?.toUpperCase()),
    ),
  ),
  fatal(
    'BR-CL-23',
    'Unit code MUST be coded according to the UN/ECE Recommendation 20 with Rec 21 extension.',
    (d) =>
      each(d.lines, lineWhere, (line) =>
        [line.quantity, line.baseQuantity].every(
          (q) => q.attrs.unitCode === undefined || inList(UNIT_CODES, q.attrs.unitCode),
        ),
      ),
  ),
  fatal('BR-CL-25', 'Endpoint identifier scheme identifier MUST belong to the CEF EAS code list.', (d) =>
    (
      [
        ['seller electronic address', d.seller.electronicAddress],
        ['buyer electronic address', d.buyer.electronicAddress],
      ] as const
    )
      .filter(([, address]) => address.attrs.schemeID !== undefined && !inList(EAS, address.attrs.schemeID))
      .map(([where]) => where),
  ),
];

/** Every EN 16931 rule this checker knows, in the order of the standard. */
export const EN16931_RULES: readonly Rule[] = [
  ...core,
  ...consistency,
  ...standardRated,
  ...zeroRated,
  ...exempt,
  ...reverseCharge,
  ...notSubject,
  ...decimalRules,
  ...codeLists,
];
