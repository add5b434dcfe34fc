// The Peppol BIS Billing 3.0 rules (PEPPOL-EN16931-…, PEPPOL-COMMON-…) that can concern a UBL
// document of ours, written from OpenPEPPOL/peppol-bis-invoice-3 rules/sch/PEPPOL-EN16931-UBL.sch.
// The national rules (NO, DK, IT, SE, GR, …) apply to sellers of those countries and are left out.
import { ALLOWANCE_REASONS, CURRENCIES, PEPPOL_EAS } from './code-lists';
import { each, fatal, holds, type Rule } from './rule';
import { type AllowanceCharge, code, type EInvoiceTerms, isoDate, num, round2, sum, text } from './terms';

const PEPPOL_SPECIFICATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = /^urn:fdc:peppol\.eu:2017:poacc:billing:([0-9]{2}):1\.0$/;

const profileOf = (d: EInvoiceTerms) => PROFILE.exec(text(d.businessProcess) ?? '')?.[1] ?? 'Unknown';

/** Every allowance or charge on document and line level. */
const allAllowanceCharges = (d: EInvoiceTerms): [string, AllowanceCharge][] => [
  ...d.allowanceCharges.map((ac, i): [string, AllowanceCharge] => [`allowance/charge ${i + 1}`, ac]),
  ...d.lines.flatMap((line, i) =>
    line.allowanceCharges.map((ac): [string, AllowanceCharge] => [`line ${text(line.id) ?? i + 1}`, ac]),
  ),
];

/** u:slack of the Peppol schematron: |expected − value| ≤ slack. */
const slack = (expected: number, value: number, tolerance: number) =>
  expected + tolerance + 1e-9 >= value && expected - tolerance - 1e-9 <= value;

/** `yyyy-mm-dd` naming a day of the calendar (`castable as xs:date`, ten characters). */
function isDate(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
}

/** GS1 check digit (PEPPOL-COMMON-R040). */
function isGln(value: string): boolean {
  if (!/^[0-9]+$/.test(value)) return false;
  const digits = value.slice(0, -1).split('').reverse().map(Number);
  const weighted = digits.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (weighted % 10)) % 10 === Number(value.at(-1));
}

/** Identifiers a scheme rule looks at: endpoints, party identifiers, legal registrations. */
const schemedIdentifiers = (d: EInvoiceTerms) =>
  [d.seller, d.buyer].flatMap((party) => [
    party.electronicAddress,
    ...party.identifiers,
    party.legalRegistrationId,
  ]);

const lineWhere = (d: EInvoiceTerms, index: number) => `line ${text(d.lines[index]?.id) ?? index + 1}`;

export const PEPPOL_RULES: readonly Rule[] = [
  fatal('PEPPOL-EN16931-R001', 'Business process MUST be provided.', (d) => holds(d.businessProcess.present)),
  fatal(
    'PEPPOL-EN16931-R002',
    'No more than one note is allowed on document level (unless buyer and seller are German).',
    (d) => {
      const german = (c: string | null | undefined) => c?.trim().toUpperCase() === 'DE';
      const bothGerman = german(d.seller.address?.country.raw) && german(d.buyer.address?.country.raw);
      return holds(d.notes.length <= 1 || bothGerman);
    },
  ),
  fatal('PEPPOL-EN16931-R003', 'A buyer reference or purchase order reference MUST be provided.', (d) =>
    holds(d.buyerReference.present || d.purchaseOrder.present),
  ),
  fatal(
    'PEPPOL-EN16931-R004',
    `Specification identifier MUST have the value '${PEPPOL_SPECIFICATION}'.`,
    (d) => holds((text(d.specification) ?? '').startsWith(PEPPOL_SPECIFICATION)),
  ),
  fatal(
    'PEPPOL-EN16931-R005',
    'VAT accounting currency code MUST be different from invoice currency code when provided.',
    (d) => (d.taxCurrency.present ? holds(text(d.taxCurrency) !== text(d.currency)) : []),
  ),
  fatal('PEPPOL-EN16931-R006', 'Only one invoiced object is allowed on document level.', (d) =>
    holds(d.supportingDocuments.filter((doc) => text(doc.typeCode) === '130').length <= 1),
  ),
  fatal(
    'PEPPOL-EN16931-R007',
    "Business process MUST be in the format 'urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0'.",
    (d) => holds(profileOf(d) !== 'Unknown'),
  ),
  fatal(
    'PEPPOL-EN16931-R008',
    'Document MUST not contain empty elements.',
    (d) => d.syntaxFacts.emptyElements,
  ),
  fatal('PEPPOL-EN16931-R010', 'Buyer electronic address MUST be provided.', (d) =>
    holds(d.buyer.electronicAddress.present),
  ),
  fatal('PEPPOL-EN16931-R020', 'Seller electronic address MUST be provided.', (d) =>
    holds(d.seller.electronicAddress.present),
  ),
  fatal(
    'PEPPOL-EN16931-R040',
    'Allowance/charge amount must equal base amount * percentage/100 if base amount and percentage exists.',
    (d) =>
      allAllowanceCharges(d)
        .filter(([, ac]) => ac.percentage.present && ac.baseAmount.present)
        .filter(
          ([, ac]) =>
            !slack(num(ac.amount) ?? 0, ((num(ac.baseAmount) ?? 0) * (num(ac.percentage) ?? 0)) / 100, 0.02),
        )
        .map(([where]) => where),
  ),
  fatal(
    'PEPPOL-EN16931-R041',
    'Allowance/charge base amount MUST be provided when allowance/charge percentage is provided.',
    (d) =>
      allAllowanceCharges(d)
        .filter(([, ac]) => ac.percentage.present && !ac.baseAmount.present)
        .map(([where]) => where),
  ),
  fatal(
    'PEPPOL-EN16931-R042',
    'Allowance/charge percentage MUST be provided when allowance/charge base amount is provided.',
    (d) =>
      allAllowanceCharges(d)
        .filter(([, ac]) => !ac.percentage.present && ac.baseAmount.present)
        .map(([where]) => where),
  ),
  fatal('PEPPOL-EN16931-R043', "Allowance/charge ChargeIndicator value MUST equal 'true' or 'false'.", (d) =>
    allAllowanceCharges(d)
      .filter(([, ac]) => !['true', 'false'].includes(text(ac.indicator) ?? ''))
      .map(([where]) => where),
  ),
  fatal('PEPPOL-EN16931-R044', 'Charge on price level is NOT allowed.', (d) =>
    d.lines.flatMap((line, i) =>
      each(
        line.priceAllowances,
        () => lineWhere(d, i),
        (ac) => text(ac.indicator) === 'false',
      ),
    ),
  ),
  fatal(
    'PEPPOL-EN16931-R046',
    'Item net price MUST equal (Gross price - Allowance amount) when gross price is provided.',
    (d) =>
      d.lines.flatMap((line, i) =>
        each(
          line.priceAllowances,
          () => lineWhere(d, i),
          (ac) =>
            !ac.baseAmount.present ||
            Math.abs((num(line.netPrice) ?? 0) - ((num(ac.baseAmount) ?? 0) - (num(ac.amount) ?? 0))) < 1e-9,
        ),
      ),
  ),
  fatal(
    'PEPPOL-EN16931-R051',
    'All currencyID attributes must have the same value as the invoice currency code (BT-5), except for BT-111.',
    (d) =>
      d.syntaxFacts.amounts
        .filter((a) => !a.accounting && a.element !== 'TaxSubtotal/TaxAmount')
        .filter((a) => a.currency !== text(d.currency))
        .map((a) => a.element),
  ),
  fatal('PEPPOL-EN16931-R053', 'Only one tax total with tax subtotals MUST be provided.', (d) =>
    holds(d.syntaxFacts.taxTotals.withSubtotals === 1),
  ),
  fatal(
    'PEPPOL-EN16931-R054',
    'Only one tax total without tax subtotals MUST be provided when tax currency code is provided.',
    (d) => holds(d.syntaxFacts.taxTotals.withoutSubtotals === (d.taxCurrency.present ? 1 : 0)),
  ),
  fatal(
    'PEPPOL-EN16931-R055',
    'Invoice total VAT amount and Invoice total VAT amount in accounting currency MUST have the same operational sign.',
    (d) => {
      if (!d.taxCurrency.present) return [];
      const of = (currency: string | null) =>
        d.totals.taxTotals.filter((t) => t.attrs.currencyID === currency).map((t) => num(t) ?? 0);
      const all = [...of(text(d.taxCurrency)), ...of(text(d.currency))];
      return holds(all.every((v) => v <= 0) || all.every((v) => v >= 0));
    },
  ),
  fatal('PEPPOL-EN16931-R061', 'Mandate reference MUST be provided for direct debit.', (d) =>
    each(
      d.paymentMeans.filter((m) => ['49', '59'].includes(code(m.code))),
      (m) => `payment means ${code(m.code)}`,
      (m) => Boolean(m.mandate?.reference.present),
    ),
  ),
  fatal('PEPPOL-EN16931-R080', 'Only one project reference is allowed on document level.', (d) =>
    holds(d.supportingDocuments.filter((doc) => text(doc.typeCode) === '50').length <= 1),
  ),
  fatal('PEPPOL-EN16931-R100', 'Only one invoiced object is allowed pr line.', (d) =>
    each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) => line.documentReferences.length <= 1,
    ),
  ),
  fatal('PEPPOL-EN16931-R101', 'Element Document reference can only be used for Invoice line object.', (d) =>
    each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) => line.documentReferences.every((ref) => text(ref.typeCode) === '130'),
    ),
  ),
  fatal('PEPPOL-EN16931-R110', 'Start date of line period MUST be within invoice period.', (d) => {
    const start = isoDate(d.period?.start);
    if (!start) return [];
    return each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) => !line.period?.start.present || (isoDate(line.period.start) ?? '') >= start,
    );
  }),
  fatal('PEPPOL-EN16931-R111', 'End date of line period MUST be within invoice period.', (d) => {
    const end = isoDate(d.period?.end);
    if (!end) return [];
    return each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) => !line.period?.end.present || (isoDate(line.period.end) ?? '') <= end,
    );
  }),
  fatal(
    'PEPPOL-EN16931-R120',
    'Invoice line net amount MUST equal (Invoiced quantity * (Item net price/item price base quantity) + Sum of invoice line charge amount - sum of invoice line allowance amount.',
    (d) =>
      each(
        d.lines,
        (_, i) => lineWhere(d, i),
        (line) => {
          const baseQuantity = num(line.baseQuantity);
          const base = baseQuantity ? baseQuantity : 1;
          const quantity = line.quantity.present ? (num(line.quantity) ?? Number.NaN) : 1;
          const of = (kind: string) =>
            round2(
              sum(line.allowanceCharges.filter((ac) => text(ac.indicator) === kind).map((ac) => ac.amount)),
            );
          const expected = quantity * ((num(line.netPrice) ?? 0) / base) + of('true') - of('false');
          return slack(num(line.netAmount) ?? 0, expected, 0.02);
        },
      ),
  ),
  fatal('PEPPOL-EN16931-R121', 'Base quantity MUST be a positive number above zero.', (d) =>
    each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) => !line.baseQuantity.present || (num(line.baseQuantity) ?? 0) > 0,
    ),
  ),
  fatal('PEPPOL-EN16931-R130', 'Unit code of price base quantity MUST be same as invoiced quantity.', (d) =>
    each(
      d.lines,
      (_, i) => lineWhere(d, i),
      (line) =>
        line.baseQuantity.attrs.unitCode === undefined ||
        !line.quantity.present ||
        line.baseQuantity.attrs.unitCode === line.quantity.attrs.unitCode,
    ),
  ),
  fatal('PEPPOL-EN16931-CL002', 'Reason code MUST be according to subset of UNCL 5189 D.16B.', (d) =>
    allAllowanceCharges(d)
      .filter(([, ac]) => text(ac.indicator) === 'false' && ac.reasonCode.present)
      .filter(([, ac]) => !ALLOWANCE_REASONS.has(text(ac.reasonCode) ?? ''))
      .map(([where]) => where),
  ),
  fatal(
    'PEPPOL-EN16931-CL006',
    'Invoice period description code must be according to UNCL 2005 D.16B.',
    (d) =>
      d.taxPointDateCode.present ? holds(['3', '35', '432'].includes(text(d.taxPointDateCode) ?? '')) : [],
  ),
  fatal('PEPPOL-EN16931-CL007', 'Currency code must be according to ISO 4217:2005.', (d) =>
    d.syntaxFacts.amounts.filter((a) => !CURRENCIES.has(a.currency ?? '')).map((a) => a.element),
  ),
  fatal(
    'PEPPOL-EN16931-CL008',
    'Electronic address identifier scheme must be from the codelist "Electronic Address Identifier Scheme".',
    (d) =>
      (
        [
          ['seller electronic address', d.seller.electronicAddress],
          ['buyer electronic address', d.buyer.electronicAddress],
        ] as const
      )
        .filter(
          ([, address]) => address.attrs.schemeID !== undefined && !PEPPOL_EAS.has(address.attrs.schemeID),
        )
        .map(([where, address]) => `${where} (scheme ${address.attrs.schemeID})`),
  ),
  fatal('PEPPOL-EN16931-P0100', 'Invoice type code MUST be set according to the profile.', (d) =>
    d.root === 'Invoice' && profileOf(d) === '01'
      ? holds(
          ['380', '383', '386', '393', '82', '80', '84', '395', '575', '623', '780'].includes(
            code(d.typeCode),
          ),
        )
      : [],
  ),
  fatal('PEPPOL-EN16931-P0101', 'Credit note type code MUST be set according to the profile.', (d) =>
    d.root === 'CreditNote' && profileOf(d) === '01'
      ? holds(['381', '396', '81', '83', '532'].includes(code(d.typeCode)))
      : [],
  ),
  fatal('PEPPOL-EN16931-F001', 'A date MUST be formatted YYYY-MM-DD.', (d) =>
    d.syntaxFacts.dates.filter(({ raw }) => !isDate(raw)).map(({ element, raw }) => `${element} ${raw}`),
  ),
  fatal('PEPPOL-COMMON-R040', 'GLN must have a valid format according to GS1 rules.', (d) =>
    schemedIdentifiers(d)
      .filter((id) => id.attrs.schemeID === '0088' && !isGln(text(id) ?? ''))
      .map((id) => `GLN ${text(id)}`),
  ),
  fatal('PEPPOL-COMMON-R042', 'Danish organization number (CVR) MUST be stated in the correct format.', (d) =>
    schemedIdentifiers(d)
      .filter((id) => id.attrs.schemeID === '0184' && !/^DK[0-9]{8}$/.test(id.raw ?? ''))
      .map((id) => `CVR ${text(id)}`),
  ),
];
