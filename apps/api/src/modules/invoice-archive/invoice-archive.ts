import type { Writable } from 'node:stream';
import {
  type EInvoiceFormat,
  type InvoiceArchiveQuery,
  invoiceArchiveFileName,
  isEInvoiceFormat,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { zipInto } from '../data-export/index';
import { type EInvoiceSource, eInvoiceFile, eInvoiceFormatsOf } from '../e-invoices/index';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoices/index';
import { countDocuments, creditNotesOf, invoicesOf, type Period, periodOf } from './archive-documents';

/** The XML beside each PDF: the account's chosen format; Factur-X is a PDF, so then XRechnung CII. */
export function archiveXmlFormat(chosen: string | null): EInvoiceFormat {
  return isEInvoiceFormat(chosen) && chosen !== 'factur-x' ? chosen : 'xrechnung-cii';
}

export interface InvoiceArchive {
  fileName: string;
  /** Writes the ZIP into `sink`, one document after the other, and ends it. */
  writeTo(sink: Writable): Promise<void>;
}

/**
 * `GET /v1/invoice/archive?year=YYYY[&month=MM]` (issue 32): every invoice and credit note of the
 * account issued in the month or year (UTC), each as `<number>.pdf` and `<number>.xml`. Audited as
 * one download on the account before the first byte; the documents are rendered while the archive
 * streams, so memory holds one document however many the period has.
 */
export async function openInvoiceArchive(
  deps: AppDeps,
  context: RequestContext,
  query: InvoiceArchiveQuery,
): Promise<InvoiceArchive> {
  const accountId = accountOf(context);
  const { db } = deps.database;
  const [account] = await db
    .select({ eInvoiceFormat: users.eInvoiceFormat })
    .from(users)
    .where(eq(users.id, accountId));
  if (!account) throw notFound();
  const period = periodOf(query.year, query.month);
  const fileName = invoiceArchiveFileName(query);
  const format = archiveXmlFormat(account.eInvoiceFormat);
  const counted = await countDocuments(db, accountId, period);
  await recordAudit(db, {
    entityType: 'user',
    entityId: accountId,
    event: 'download',
    ...auditBy(context, accountId),
    newValues: {
      archive: fileName,
      year: query.year,
      month: query.month ?? null,
      format,
      invoices: counted.invoices,
      credit_notes: counted.creditNotes,
    },
  });
  return {
    fileName,
    writeTo: (sink) => writeArchive(deps, sink, { accountId, period, format }),
  };
}

/** The XML of a document: the archive's format, or XRechnung CII where the document has not that one. */
async function xmlOf(deps: AppDeps, source: EInvoiceSource, format: EInvoiceFormat): Promise<Buffer> {
  const usable = eInvoiceFormatsOf(source).includes(format) ? format : 'xrechnung-cii';
  return (await eInvoiceFile(deps, source, usable)).body;
}

async function writeArchive(
  deps: AppDeps,
  sink: Writable,
  { accountId, period, format }: { accountId: number; period: Period; format: EInvoiceFormat },
): Promise<void> {
  const { db } = deps.database;
  const zip = zipInto(sink, deps.clock.now());
  for await (const { invoice, lines } of invoicesOf(db, accountId, period)) {
    await zip.add(`${invoice.number}.pdf`, await renderInvoicePdf(deps.config, { invoice, lines }));
    await zip.add(`${invoice.number}.xml`, await xmlOf(deps, { kind: 'invoice', invoice, lines }, format));
  }
  for await (const { note, invoice } of creditNotesOf(db, accountId, period)) {
    await zip.add(`${note.number}.pdf`, await renderCreditNotePdf(deps.config, { note, invoice }));
    await zip.add(`${note.number}.xml`, await xmlOf(deps, { kind: 'credit-note', note, invoice }, format));
  }
  await zip.finish();
}
