import { type EInvoiceFormat, isEInvoiceFormat } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  type EInvoiceSource,
  eInvoiceFile,
  loadCreditNoteSource,
  loadInvoiceSource,
} from '../e-invoices/index';
import {
  documentEInvoiceUrl,
  documentPdfUrl,
  renderCreditNotePdf,
  renderInvoicePdf,
} from '../invoices/index';
import { documentAccountOf } from './user-documents';

type Kind = EInvoiceSource['kind'];

export interface DocumentFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export interface StaffDownload {
  userId: number;
  kind: Kind;
  number: string;
  /** The PDF when null; else one of the e-invoice formats, anything else as unknown as another's number. */
  eInvoiceFormat: string | null;
}

async function pdfOf(deps: AppDeps, source: EInvoiceSource): Promise<DocumentFile> {
  const { config } = deps;
  const [number, body] =
    source.kind === 'invoice'
      ? [source.invoice.number, await renderInvoicePdf(config, source)]
      : [source.note.number, await renderCreditNotePdf(config, source)];
  return { fileName: `${number}.pdf`, contentType: 'application/pdf', body };
}

/**
 * `GET /v1/admin/users/:id/{invoice|credit-note}/:number/{pdf|e-invoice/:format}` (issue 32): a file
 * of one of the account's documents, rendered as the customer's own download renders it. A number of
 * another account, or an unknown format, is a 404. The download is audited on the document as the
 * customer's is (`downloadInvoice`, `downloadCreditNote`, with the format), the staff member as
 * editor and on the customer's account, so the customer's activity log shows it too.
 */
export async function downloadUserDocument(
  deps: AppDeps,
  context: RequestContext,
  download: StaffDownload,
): Promise<DocumentFile> {
  const { kind, number, eInvoiceFormat } = download;
  const format = eInvoiceFormat === null ? 'pdf' : isEInvoiceFormat(eInvoiceFormat) ? eInvoiceFormat : null;
  if (format === null) throw notFound();
  const { db } = deps.database;
  const accountId = await documentAccountOf(db, download.userId);
  const source =
    kind === 'invoice'
      ? await loadInvoiceSource(db, accountId, number)
      : await loadCreditNoteSource(db, accountId, number);
  const file = format === 'pdf' ? await pdfOf(deps, source) : await eInvoiceFile(deps, source, format);
  await recordAudit(db, {
    entityType: source.kind === 'invoice' ? 'invoice' : 'credit_note',
    entityId: source.kind === 'invoice' ? source.invoice.id : source.note.id,
    event: source.kind === 'invoice' ? 'downloadInvoice' : 'downloadCreditNote',
    ...auditBy(context, accountId),
    newValues: downloadValues(deps, kind, number, format),
  });
  return file;
}

/** What the customer's own download keeps: the number, the format (none for the PDF), its link. */
function downloadValues(deps: AppDeps, kind: Kind, number: string, format: 'pdf' | EInvoiceFormat) {
  return format === 'pdf'
    ? { number, link: documentPdfUrl(deps.config, kind, number) }
    : { number, format, link: documentEInvoiceUrl(deps.config, kind, number, format) };
}
