import { z } from 'zod';
import { message } from './messages';

/**
 * Structured invoices (EN 16931) the portal produces for every invoice and credit note, besides the
 * PDF: XRechnung 3.0 in its two syntaxes, Peppol BIS Billing 3.0, and Factur-X (a PDF/A-3 carrying
 * the CII XML). The web offers them in download menus; an account may choose one to receive by mail.
 */
export const E_INVOICE_FORMATS = ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];

export const isEInvoiceFormat = (value: unknown): value is EInvoiceFormat =>
  typeof value === 'string' && (E_INVOICE_FORMATS as readonly string[]).includes(value);

/** What the file of a format is: its media type and file-name extension. */
export const E_INVOICE_FILE: Record<EInvoiceFormat, { contentType: string; extension: string }> = {
  'xrechnung-ubl': { contentType: 'application/xml', extension: 'xml' },
  'xrechnung-cii': { contentType: 'application/xml', extension: 'xml' },
  'peppol-bis': { contentType: 'application/xml', extension: 'xml' },
  'factur-x': { contentType: 'application/pdf', extension: 'pdf' },
};

/** `…/e-invoice/:format` path parameters: the document number and one of the four formats. */
export const eInvoiceParamsSchema = z.object({
  number: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, message('validation.oneOf')),
  format: z.string().max(32),
});
export type EInvoiceParams = z.infer<typeof eInvoiceParamsSchema>;

/**
 * The EAS scheme under which Peppol routes to a company by its VAT id, per country of the id
 * (Peppol's participant identifier schemes; countries whose companies are addressed otherwise, e.g.
 * by an organisation number, are not listed).
 */
const PEPPOL_VAT_SCHEMES: Record<string, string> = {
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  ES: '9920',
  FI: '0213',
  FR: '9957',
  GR: '9933',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  IT: '0211',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** Schemes of the EAS list that name no Peppol participant (e-mail, X.400 and the like). */
const NOT_PEPPOL = new Set(['EM', 'AN', 'AQ', 'AS', 'AU']);

export interface PeppolBuyer {
  country: string | null;
  vatId: string | null;
  electronicAddressScheme?: string | null;
  electronicAddress?: string | null;
}

/**
 * Where the Peppol network delivers a buyer's invoices (BT-49): their own participant id from the
 * invoice data, else their VAT id under their country's VAT scheme. Null when neither exists (a
 * consumer, a company outside the EU without one): Peppol BIS cannot address them (decision 0078).
 */
export function peppolEndpointOf(buyer: PeppolBuyer): { scheme: string; id: string } | null {
  const scheme = buyer.electronicAddressScheme?.trim();
  const address = buyer.electronicAddress?.trim();
  if (scheme && address && !NOT_PEPPOL.has(scheme)) return { scheme, id: address };
  const vatId = buyer.vatId?.replace(/\s+/g, '').toUpperCase();
  const vatScheme = vatId
    ? PEPPOL_VAT_SCHEMES[vatId.slice(0, 2) === 'EL' ? 'GR' : vatId.slice(0, 2)]
    : undefined;
  return vatId && vatScheme ? { scheme: vatScheme, id: vatId } : null;
}

/** The formats a document of this buyer can be had in: Peppol BIS only where it can be addressed. */
export function eInvoiceFormatsFor(buyer: PeppolBuyer): EInvoiceFormat[] {
  return E_INVOICE_FORMATS.filter((format) => format !== 'peppol-bis' || peppolEndpointOf(buyer) !== null);
}
