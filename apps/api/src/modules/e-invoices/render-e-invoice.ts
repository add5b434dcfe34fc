import { type EInvoiceFormat, eInvoiceFormatsFor } from '@portal/contract';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoices/index';
import { writeCii } from './cii';
import type { EInvoiceSource } from './e-invoice-source';
import { facturXArchive } from './factur-x';
import { eInvoiceModel } from './model';
import { writeUbl } from './ubl';

/** The XML of one of the XML formats of a document. */
export function eInvoiceXml(
  config: Config,
  source: EInvoiceSource,
  format: Exclude<EInvoiceFormat, 'factur-x'>,
) {
  const model = eInvoiceModel(config, source);
  if (format === 'xrechnung-ubl') return writeUbl(model, 'xrechnung');
  if (format === 'peppol-bis') return writeUbl(model, 'peppol');
  return writeCii(model, 'xrechnung');
}

/** The formats a stored document can be had in (Peppol BIS only for a buyer Peppol can address). */
export const eInvoiceFormatsOf = (source: EInvoiceSource) => eInvoiceFormatsFor(source.invoice.buyer);

/**
 * The bytes of one format of a document: XML, or for Factur-X the PDF/A-3 that carries it. A format
 * the document cannot be had in (Peppol BIS for a consumer) is a 409 that says what is missing.
 */
export async function renderEInvoice(
  config: Config,
  source: EInvoiceSource,
  format: EInvoiceFormat,
): Promise<Buffer> {
  if (!eInvoiceFormatsOf(source).includes(format)) {
    throw new AppError(409, 'conflict', 'einvoice.peppolUnavailable');
  }
  if (format !== 'factur-x') return Buffer.from(eInvoiceXml(config, source, format), 'utf8');
  const archive = facturXArchive(writeCii(eInvoiceModel(config, source), 'factur-x'), source.kind);
  return source.kind === 'invoice'
    ? renderInvoicePdf(config, { invoice: source.invoice, lines: source.lines }, archive)
    : renderCreditNotePdf(config, { note: source.note, invoice: source.invoice }, archive);
}
