import { type EInvoiceFormat, isEInvoiceFormat, message, type UserAuditRequest } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { fieldError, notFound } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { documentEInvoiceUrl, documentPdfUrl } from './invoice-view';

type Kind = 'invoice' | 'credit-note';
const KIND_OF_EVENT: Record<UserAuditRequest['event'], Kind> = {
  downloadInvoice: 'invoice',
  downloadCreditNote: 'credit-note',
};

const notADocumentLink = () => fieldError({ 'new_value.link': [message('validation.oneOf')] });

/** What a download link names: a document, and the e-invoice format it was downloaded in (none: the PDF). */
interface DownloadedDocument {
  number: string;
  format: EInvoiceFormat | null;
}

/** `:number/pdf` or `:number/e-invoice/:format` (a format of ours), the rest of a document's path. */
function documentOfPath(rest: string): DownloadedDocument {
  const [encoded, ...tail] = rest.split('/');
  const isPdf = tail.length === 1 && tail[0] === 'pdf';
  const format = tail.length === 2 && tail[0] === 'e-invoice' ? tail[1] : undefined;
  if (!encoded || !(isPdf || isEInvoiceFormat(format))) throw notADocumentLink();
  let number: string;
  try {
    number = decodeURIComponent(encoded);
  } catch {
    throw notADocumentLink();
  }
  return { number, format: isEInvoiceFormat(format) ? format : null };
}

/**
 * The document a download link names: the link must be an address this API hands out for the event's
 * kind of document, its PDF (`…/v1/invoice/:number/pdf`, `…/v1/credit-note/:number/pdf`) or one of its
 * e-invoices (`…/v1/invoice/:number/e-invoice/:format`), on this API's own address, or that path
 * alone. Anything else is not a download of ours.
 */
function documentOf(deps: AppDeps, link: string, kind: Kind): DownloadedDocument {
  const base = new URL(deps.config.publicUrl);
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw notADocumentLink();
  }
  const prefix = `${base.pathname.replace(/\/$/, '')}/v1/${kind}/`;
  if (url.origin !== base.origin || url.search !== '' || url.hash !== '') throw notADocumentLink();
  if (!url.pathname.startsWith(prefix)) throw notADocumentLink();
  return documentOfPath(url.pathname.slice(prefix.length));
}

/** The caller's account's invoice or credit note of that number: its id, or 404. */
async function ownDocumentId(deps: AppDeps, accountId: number, kind: Kind, number: string): Promise<number> {
  const { db } = deps.database;
  const [row] =
    kind === 'invoice'
      ? await db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.number, number), eq(invoices.userId, accountId)))
      : await db
          .select({ id: creditNotes.id })
          .from(creditNotes)
          .where(and(eq(creditNotes.number, number), eq(creditNotes.userId, accountId)));
  if (!row) throw notFound();
  return row.id;
}

/**
 * `POST /v1/user/audit` (spec §7): the web reports that the user downloaded an invoice or credit
 * note. Only a download of one of the caller's account's own documents is recorded, on that
 * document (decision 0054): the link must be its PDF or e-invoice address (422 otherwise), the
 * document the account's (404 otherwise). The row keeps the document's canonical link, and the
 * e-invoice format it names, and nothing else the client sent, so no client writes arbitrary audit
 * rows.
 */
export async function recordDownload(
  deps: AppDeps,
  context: RequestContext,
  body: UserAuditRequest,
): Promise<void> {
  const accountId = accountOf(context);
  const kind = KIND_OF_EVENT[body.event];
  const { number, format } = documentOf(deps, body.new_value.link, kind);
  const id = await ownDocumentId(deps, accountId, kind, number);
  await recordAudit(deps.database.db, {
    entityType: kind === 'invoice' ? 'invoice' : 'credit_note',
    entityId: id,
    event: body.event,
    ...auditBy(context, accountId),
    newValues: format
      ? { number, format, link: documentEInvoiceUrl(deps.config, kind, number, format) }
      : { number, link: documentPdfUrl(deps.config, kind, number) },
  });
}
