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
