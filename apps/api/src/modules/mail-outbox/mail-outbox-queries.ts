import type { MailOutboxEntry, MailOutboxPage, MailOutboxQuery, MailOutboxSummary } from '@portal/contract';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';

type MailOutboxRow = typeof mailOutbox.$inferSelect;

function toSummary(row: MailOutboxRow): MailOutboxSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** `%` and `_` in the filter are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the outbox, newest first, optionally only recipients containing `to` (any case). */
export async function listMailOutbox(db: Db, query: MailOutboxQuery): Promise<MailOutboxPage> {
  const where = query.to ? ilike(mailOutbox.toAddress, containing(query.to)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { data: rows.map(toSummary), total: totals[0]?.total ?? 0 };
}

export async function getMailOutboxEntry(db: Db, id: number): Promise<MailOutboxEntry> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return {
    ...toSummary(row),
    html: row.html,
    text: row.text,
    attempts: row.attempts,
    last_error: row.lastError,
  };
}
