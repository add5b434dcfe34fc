import type {
  MailOutboxColumn,
  MailOutboxEntry,
  MailOutboxPage,
  MailOutboxQuery,
  MailOutboxSummary,
} from '@portal/contract';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { cappedCount } from '../../platform/tables/count-rows';
import { pageOf } from '../../platform/tables/offset-page';
import type { TableColumns } from '../../platform/tables/table-columns';

type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** The columns the outbox sorts by (contract names) and the database columns behind them. */
const COLUMNS: TableColumns<MailOutboxColumn> = {
  sortable: {
    created_at: mailOutbox.createdAt,
    to: mailOutbox.toAddress,
    subject: mailOutbox.subject,
    language: mailOutbox.language,
    status: mailOutbox.status,
  },
  tiebreaker: mailOutbox.id,
};

function toSummary(row: MailOutboxRow): MailOutboxSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** `%` and `_` in the search are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the outbox in the requested order (newest first by default), optionally only recipients
 * containing the search (any case) and only the chosen statuses; counted up to the table cap.
 */
export async function listMailOutbox(db: Db, query: MailOutboxQuery): Promise<MailOutboxPage> {
  const where = and(
    query.search ? ilike(mailOutbox.toAddress, containing(query.search)) : undefined,
    query.status ? inArray(mailOutbox.status, query.status) : undefined,
  );
  const [rows, counted] = await Promise.all([
    pageOf(db.select().from(mailOutbox).where(where).$dynamic(), COLUMNS, query),
    cappedCount(db, { from: mailOutbox, where }),
  ]);
  return { data: rows.map(toSummary), total: counted.total, totalExact: counted.exact };
}

export async function getMailOutboxEntry(db: Db, id: number): Promise<MailOutboxEntry> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return {
    ...toSummary(row),
    html: row.html,
    text: row.text,
  };
}
