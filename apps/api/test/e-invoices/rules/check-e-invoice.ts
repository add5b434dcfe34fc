// The offline validator of our e-invoices: the schema where one is at hand (CII), the EN 16931
// business rules, and the rules of the CIUS or profile the format is written to (XRechnung 3.0,
// Peppol BIS Billing 3.0, Factur-X EN 16931), plus the PDF/A-3 parts of a Factur-X file.
import type { EInvoiceFormat } from '@portal/contract';
import { validateCiiSchema } from './cii-schema';
import { EN16931_RULES } from './en16931-rules';
import { readFacturXPdf } from './factur-x-pdf';
import { PEPPOL_RULES } from './peppol-rules';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';
import { applyRules, type Finding, fatal, holds, type Rule } from './rule';
import { type EInvoiceTerms, text } from './terms';
import { XRECHNUNG_RULES } from './xrechnung-rules';

export type { Finding } from './rule';

export interface CheckResult {
  fatal: Finding[];
  warnings: Finding[];
}

/** BT-24 of a Factur-X invoice of profile EN 16931 (the profile's guideline identifier). */
export const FACTUR_X_EN16931 = 'urn:cen.eu:en16931:2017';

const FACTUR_X_RULES: readonly Rule[] = [
  fatal(
    'FX-PROFILE',
    `Factur-X profile EN 16931: the Specification identifier (BT-24) is '${FACTUR_X_EN16931}'.`,
    (d) => holds(text(d.specification) === FACTUR_X_EN16931),
  ),
];

const RULES: Record<EInvoiceFormat, readonly Rule[]> = {
  'xrechnung-ubl': [...EN16931_RULES, ...XRECHNUNG_RULES],
  'xrechnung-cii': [...EN16931_RULES, ...XRECHNUNG_RULES],
  'peppol-bis': [...EN16931_RULES, ...PEPPOL_RULES],
  'factur-x': [...EN16931_RULES, ...FACTUR_X_RULES],
};

const problem = (id: string, text: string, where = 'document'): Finding => ({
  id,
  flag: 'fatal',
  text,
  where,
});

/** Reads the XML and applies the format's rules; a document that cannot be read is one fatal finding. */
function ruleFindings(format: EInvoiceFormat, xml: string, read: (xml: string) => EInvoiceTerms): Finding[] {
  let terms: EInvoiceTerms;
  try {
    terms = read(xml);
  } catch (error) {
    return [problem('XML', `The document can be read: ${(error as Error).message}`)];
  }
  return applyRules(RULES[format], terms);
}

async function findings(format: EInvoiceFormat, bytes: Uint8Array): Promise<Finding[]> {
  const buffer = Buffer.from(bytes);
  if (format === 'xrechnung-ubl' || format === 'peppol-bis') {
    return ruleFindings(format, buffer.toString('utf8'), readUbl);
  }
  let xml = buffer.toString('utf8');
  const pdfFindings: Finding[] = [];
  if (format === 'factur-x') {
    const pdf = readFacturXPdf(buffer);
    pdfFindings.push(...pdf.findings);
    if (pdf.xml === null) return pdfFindings;
    xml = pdf.xml;
  }
  const schemaErrors = await validateCiiSchema(xml);
  return [
    ...pdfFindings,
    ...schemaErrors.map((error) =>
      problem('CII-XSD', 'The CII is valid against the Factur-X EN 16931 XSD.', error),
    ),
    ...ruleFindings(format, xml, readCii),
  ];
}

/**
 * Validates one document of a format: the fatal findings make it invalid, the warnings do not.
 * Documents checked in the same turn share one XSD run; check many with Promise.all.
 */
export async function checkEInvoice(format: EInvoiceFormat, bytes: Uint8Array): Promise<CheckResult> {
  const all = await findings(format, bytes);
  return { fatal: all.filter((f) => f.flag === 'fatal'), warnings: all.filter((f) => f.flag === 'warning') };
}

/** Findings as lines for an assertion message. */
export const describeFindings = (list: readonly Finding[]) =>
  list.map((f) => `${f.id} [${f.where}] ${f.text}`).join('\n');
