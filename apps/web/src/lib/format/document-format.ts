import type { AuditLogEntry } from '@portal/contract';
import { E_INVOICE_FORMATS, type EInvoiceFormat, isEInvoiceFormat } from '@portal/contract/e-invoices';
import { DOWNLOAD_AUDIT_EVENTS } from '@portal/contract/invoices';

/** The files of an invoice or credit note: its PDF, then its e-invoices (EN 16931). */
export const DOCUMENT_FORMATS = ['pdf', ...E_INVOICE_FORMATS] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The translation key of a format's name: "PDF", "XRechnung (UBL)", "Peppol BIS Billing 3.0". */
export const documentFormatKey = (format: DocumentFormat) => `common.documentFormats.${format}` as const;

/**
 * The e-invoice format an audit entry says a document was downloaded in; null for a PDF download
 * (which names none) and for any other entry.
 */
export function downloadedFormatOf(
  entry: Pick<AuditLogEntry, 'event' | 'new_values'>,
): EInvoiceFormat | null {
  if (!(DOWNLOAD_AUDIT_EVENTS as readonly string[]).includes(entry.event)) return null;
  const format = entry.new_values?.format;
  return isEInvoiceFormat(format) ? format : null;
}
