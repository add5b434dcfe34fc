import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, type Executor, plannedForValues, rowsOf } from '../db';

/** Rows counted at most, by default: counting beyond costs more than any screen gains from it. */
export const TABLE_COUNT_CAP = 10_000;

/** The rows to count: a table and the request's conditions. */
export interface CountSource {
  from: PgTable;
  where?: SQL | undefined;
  /** Planned for its values on every run (`plannedForValues`): filters whose best plan depends on them. */
  plannedForValues?: boolean;
}

/** How many rows match: exact up to the cap; beyond it `total` is a lower bound and `exact` false. */
export interface RowCount {
  total: number;
  exact: boolean;
}

const matching = (db: Executor, source: CountSource) =>
  db
    .select({ one: sql<number>`1`.as('one') })
    .from(source.from)
    .where(source.where);

/** Counts matching rows, reading no more than `cap + 1` of them. */
export async function cappedCount(
  db: Executor,
  source: CountSource,
  cap = TABLE_COUNT_CAP,
): Promise<RowCount> {
  const statement = sql`select count(*) as total from (${matching(db, source).limit(cap + 1)}) as capped`;
  const [row] = rowsOf<{ total: number | string }>(
    await db.execute(source.plannedForValues ? plannedForValues(statement) : statement),
  );
  const total = Number(row?.total ?? 0);
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
}

/** The planner's row estimate for the query (PostgreSQL statistics; no row is read). */
export async function plannedRows(db: Executor, source: CountSource): Promise<number> {
  const result = await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching(db, source)}`);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(result);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: unknown } }];
  const rows = plan[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * A count for tables too large to count (the activity log): exact up to the cap; beyond it, on
 * PostgreSQL, the planner's estimate (never below the cap, stale statistics aside); on PGlite, which
 * serves development and tests only, the cap.
 */
export async function estimatedCount(
  database: Pick<Database, 'kind' | 'db'>,
  source: CountSource,
  cap = TABLE_COUNT_CAP,
): Promise<RowCount> {
  const counted = await cappedCount(database.db, source, cap);
  if (counted.exact || database.kind !== 'postgres') return counted;
  return { total: Math.max(cap, await plannedRows(database.db, source)), exact: false };
}
