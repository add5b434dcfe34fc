import { E_INVOICE_FILE, type EInvoiceFormat, isEInvoiceFormat } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { type EInvoiceSource, loadCreditNoteSource, loadInvoiceSource } from './e-invoice-source';
import { renderEInvoice } from './render-e-invoice';

export interface EInvoiceFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** `INV-2026-0001-xrechnung-ubl.xml`, `INV-2026-0001-factur-x.pdf`. */
export function eInvoiceFileName(number: string, format: EInvoiceFormat): string {
  return `${number}-${format}.${E_INVOICE_FILE[format].extension}`;
}

/** The file of one format of a loaded document. */
export async function eInvoiceFile(
  deps: Pick<AppDeps, 'config'>,
  source: EInvoiceSource,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  const number = source.kind === 'invoice' ? source.invoice.number : source.note.number;
  return {
    fileName: eInvoiceFileName(number, format),
    contentType: E_INVOICE_FILE[format].contentType,
    body: await renderEInvoice(deps.config, source, format),
  };
}

/** `GET /v1/invoice/:number/e-invoice/:format`: an unknown format is as unknown as another's number. */
export async function invoiceEInvoice(
  deps: AppDeps,
  accountId: number,
  number: string,
  format: string,
): Promise<EInvoiceFile> {
  if (!isEInvoiceFormat(format)) throw notFound();
  return eInvoiceFile(deps, await loadInvoiceSource(deps.database.db, accountId, number), format);
}

/** `GET /v1/credit-note/:number/e-invoice/:format`. */
export async function creditNoteEInvoice(
  deps: AppDeps,
  accountId: number,
  number: string,
  format: string,
): Promise<EInvoiceFile> {
  if (!isEInvoiceFormat(format)) throw notFound();
  return eInvoiceFile(deps, await loadCreditNoteSource(deps.database.db, accountId, number), format);
}
