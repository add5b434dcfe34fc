import { gt, sql } from 'drizzle-orm';
import { auditEntries } from '../../src/db/schema/index';
import { type Db, rowsOf } from '../../src/platform/db';

/**
 * Watches what a request writes, for the capture-completeness walk (decision 0054). Two views:
 * - per business table, its row count and a checksum of every row (`md5` of each row's text, in a
 *   fixed order), before and after: which tables really changed;
 * - a row trigger on every table of the schema noting the top-level transaction id
 *   (`txid_current()`, the same inside a savepoint) of each row really inserted, changed or deleted:
 *   which transactions wrote which table, and which of them wrote an audit row.
 * The triggers live in a schema of their own, on this test file's database only. Bookkeeping
 * columns (a one-time code's replay guard) are left out of both views.
 */

/** Per table, columns whose changes are bookkeeping, not business. */
export type IgnoredColumns = Readonly<Record<string, readonly string[]>>;

export interface TableState {
  rows: number;
  checksum: string;
}

export interface AuditRow {
  id: number;
  entityType: string;
  entityId: string;
  event: string;
  editorId: number | null;
  accountId: number | null;
  oldValues: Record<string, unknown>;
  newValues: Record<string, unknown>;
  url: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface Observed {
  /** Business tables whose rows differ afterwards. */
  changed: string[];
  /** The audit rows written meanwhile. */
  audits: AuditRow[];
  /** Per changed business table, the transactions that changed it without writing an audit row. */
  unaudited: { table: string; transactions: number }[];
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(', ')}]::text[]`;

/** The tables of the application's schema (drizzle's and pg-boss's own schemas are not in it). */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  return rows.map((row) => row.name);
}

/** Puts the write-noting trigger on every table of the schema. */
export async function installWriteTriggers(db: Db, ignored: IgnoredColumns = {}): Promise<void> {
  await db.execute(sql`create schema if not exists capture_walk`);
  await db.execute(
    sql`create table if not exists capture_walk.writes (tbl text not null, txid bigint not null, op text not null)`,
  );
  // An UPDATE that leaves the row as it was (but for the columns named as arguments) is no change;
  // every other write is noted.
  await db.execute(
    sql.raw(`create or replace function capture_walk.note() returns trigger language plpgsql as $$
      declare
        ignored text[] := coalesce(tg_argv, '{}'::text[]);
      begin
        if tg_op = 'UPDATE' and (to_jsonb(old) - ignored) = (to_jsonb(new) - ignored) then return null; end if;
        insert into capture_walk.writes values (tg_table_name, txid_current(), tg_op);
        return null;
      end $$`),
  );
  for (const table of await publicTables(db)) {
    await db.execute(sql.raw(`drop trigger if exists capture_walk_note on ${quoted(table)}`));
    await db.execute(
      sql.raw(
        `create trigger capture_walk_note after insert or update or delete on ${quoted(table)} for each row execute function capture_walk.note(${(ignored[table] ?? []).map(literal).join(', ')})`,
      ),
    );
  }
}

/** Row count and an order-independent checksum of each table (bookkeeping columns left out). */
export async function tableStates(
  db: Db,
  tables: readonly string[],
  ignored: IgnoredColumns = {},
): Promise<Map<string, TableState>> {
  const parts = tables.map(
    (table) =>
      `select ${literal(table)} as name, count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h)), '') as checksum
       from (select md5((to_jsonb(t) - ${textArray(ignored[table] ?? [])})::text) as h from ${quoted(table)} t) rows_of`,
  );
  const rows = rowsOf<{ name: string; rows: number; checksum: string }>(
    await db.execute(sql.raw(parts.join(' union all '))),
  );
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), checksum: row.checksum }]));
}

/**
 * Runs `act` and tells what it wrote: which business tables changed, the audit rows it added, and
 * every transaction that changed a business table but wrote no audit row.
 */
export async function observe(
  db: Db,
  businessTables: readonly string[],
  ignored: IgnoredColumns,
  act: () => Promise<void>,
): Promise<Observed> {
  const before = await tableStates(db, businessTables, ignored);
  const [last] = rowsOf<{ id: number | null }>(
    await db.execute(sql`select max(id)::bigint as id from audit_entries`),
  );
  const lastAuditId = Number(last?.id ?? 0);
  await db.execute(sql`delete from capture_walk.writes`);

  await act();

  const after = await tableStates(db, businessTables, ignored);
  const changed = businessTables.filter((table) => {
    const was = before.get(table);
    const is = after.get(table);
    return was?.rows !== is?.rows || was?.checksum !== is?.checksum;
  });
  const writes = rowsOf<{ tbl: string; txid: string }>(
    await db.execute(sql`select distinct tbl, txid::text as txid from capture_walk.writes`),
  );
  const audited = new Set(writes.filter((write) => write.tbl === 'audit_entries').map((write) => write.txid));
  const unaudited = changed.flatMap((table) => {
    const transactions = new Set(writes.filter((w) => w.tbl === table).map((w) => w.txid));
    // A checksum that moved with no row trigger noted would be a TRUNCATE or a missing trigger.
    if (transactions.size === 0) return [{ table, transactions: 1 }];
    const without = [...transactions].filter((txid) => !audited.has(txid));
    return without.length > 0 ? [{ table, transactions: without.length }] : [];
  });
  const audits = (await db
    .select({
      id: auditEntries.id,
      entityType: auditEntries.entityType,
      entityId: auditEntries.entityId,
      event: auditEntries.event,
      editorId: auditEntries.editorId,
      accountId: auditEntries.accountId,
      oldValues: auditEntries.oldValues,
      newValues: auditEntries.newValues,
      url: auditEntries.url,
      ipAddress: auditEntries.ipAddress,
      userAgent: auditEntries.userAgent,
    })
    .from(auditEntries)
    .where(gt(auditEntries.id, lastAuditId))
    .orderBy(auditEntries.id)) as AuditRow[];
  return { changed, audits, unaudited };
}
