import { Readable } from 'node:stream';
import {
  type AuditExportQuery,
  type AuditLogEntry,
  DOWNLOAD_AUDIT_EVENTS,
  isEInvoiceFormat,
  type Language,
} from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { csvField, csvLines, csvText } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { type ServerMessageKey, t } from '../../platform/i18n/index';
import { auditRowsInOrder, auditSelection, countAuditParts, searchedEditors } from './audit-query';
import { presentRows } from './audit-rows';
import type { AuditViewer } from './audit-viewer';
import { checkFilter } from './list-audit-log';
import { eventInWords, typeInWords } from './messages/index';

/** Rows read per query while streaming: a few hundred KB of CSV at a time. */
const CHUNK_ROWS = 1000;

interface Column {
  header: ServerMessageKey;
  staffOnly?: boolean;
  value: (entry: AuditLogEntry, language: Language) => string;
}

const json = (values: Record<string, unknown>) =>
  csvText(Object.keys(values).length === 0 ? '' : JSON.stringify(values));

function editorInWords(entry: AuditLogEntry, language: Language): string {
  const { editor } = entry;
  if (editor.kind === 'system') return t(language, 'audit.editor.system');
  if (editor.kind === 'support') {
    const customer = editor.on_behalf_of;
    const support = customer
      ? t(language, 'audit.editor.supportOnBehalf', { customer })
      : t(language, 'audit.editor.support');
    return editor.email ? `${support} (${editor.email})` : support;
  }
  return editor.email ?? t(language, 'audit.editor.former');
}

const isDownloadEvent = (event: string) => (DOWNLOAD_AUDIT_EVENTS as readonly string[]).includes(event);

/** The event in words; a download of an e-invoice names its format ("… downloaded as XRechnung (UBL)"). */
function eventOf(entry: AuditLogEntry, language: Language): string {
  const event = eventInWords(language, entry.event);
  const format = entry.new_values.format;
  if (!isDownloadEvent(entry.event) || !isEInvoiceFormat(format)) return event;
  return t(language, 'audit.event.downloadedAs', { event, format: t(language, `audit.format.${format}`) });
}

/** The export's columns: the table's, in the caller's language; id, account and URL for staff only. */
const COLUMNS: readonly Column[] = [
  { header: 'audit.csv.id', staffOnly: true, value: (entry) => csvField(entry.id ?? null) },
  { header: 'audit.csv.account', staffOnly: true, value: (entry) => csvField(entry.account_id ?? null) },
  { header: 'audit.csv.date', value: (entry) => csvField(entry.updated_at) },
  { header: 'audit.csv.type', value: (entry, language) => csvText(typeInWords(language, entry.entity_type)) },
  { header: 'audit.csv.entityId', value: (entry) => csvText(entry.entity_id) },
  { header: 'audit.csv.entity', value: (entry) => csvText(entry.entity_label) },
  { header: 'audit.csv.event', value: (entry, language) => csvText(eventOf(entry, language)) },
  { header: 'audit.csv.editor', value: (entry, language) => csvText(editorInWords(entry, language)) },
  { header: 'audit.csv.oldValues', value: (entry) => json(entry.old_values) },
  { header: 'audit.csv.newValues', value: (entry) => json(entry.new_values) },
  { header: 'audit.csv.url', staffOnly: true, value: (entry) => csvText(entry.meta?.url ?? null) },
  { header: 'audit.csv.ipAddress', value: (entry) => csvText(entry.meta?.ip_address ?? null) },
  { header: 'audit.csv.userAgent', value: (entry) => csvText(entry.meta?.user_agent ?? null) },
];

/** The source's next item asked for as soon as one is handed on: reading overlaps writing. */
async function* oneAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = source.next();
      yield current.value;
    }
  } finally {
    // Stopped early (the bound, or the download went away): let the source end its reads.
    await next.catch(() => undefined);
    await source.return(undefined);
  }
}

export const tooLargeToExport = (max: number) =>
  new AppError(422, 'export_too_large', 'audit.export.tooLarge', {
    params: { max: max.toLocaleString('en') },
    data: { max },
  });

/**
 * The filtered log as CSV (decision 0053): checked against the bound first (a 422 when more rows
 * match), then streamed in keyset chunks, so neither the file nor the result is ever held whole.
 * UTF-8 with a byte order mark (spreadsheets then read umlauts right), CRLF, RFC 4180 quoting, and
 * text cells that a spreadsheet would run as a formula prefixed with '.
 */
export async function exportAuditLog(
  deps: AppDeps,
  viewer: AuditViewer,
  query: AuditExportQuery,
): Promise<Readable> {
  checkFilter(viewer, query);
  const { db } = deps.database;
  const max = deps.config.AUDIT_EXPORT_MAX_ROWS;
  const selection = auditSelection(
    viewer,
    query,
    query.sort,
    await searchedEditors(db, viewer, query.search),
  );
  const counted = await countAuditParts(db, selection, max);
  if (!counted.count.exact) throw tooLargeToExport(max);
  const columns = COLUMNS.filter((column) => viewer.staff || !column.staffOnly);
  const { language } = viewer;

  // Each chunk presented (labels, editors) as it is read, the next one read meanwhile (decision 0055).
  async function* presented(): AsyncGenerator<AuditLogEntry[]> {
    for await (const rows of auditRowsInOrder(db, counted.parts, query.sort, CHUNK_ROWS, counted.count.total))
      yield await presentRows(db, viewer, rows);
  }

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLines([columns.map((column) => csvText(t(language, column.header)))])}`;
    let written = 0;
    for await (const entries of oneAhead(presented())) {
      // Rows written since the count still never take the file past its bound.
      const allowed = entries.slice(0, max - written);
      yield csvLines(allowed.map((entry) => columns.map((column) => column.value(entry, language))));
      written += allowed.length;
      if (written >= max) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
