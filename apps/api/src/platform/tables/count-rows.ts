import { SQL, sql } from 'drizzle-orm';
import { type PgTable, unionAll } from 'drizzle-orm/pg-core';
import { type Database, type Executor, plannedForValues, rowsOf } from '../db';

/** Rows counted at most, by default: counting beyond costs more than any screen gains from it. */
export const TABLE_COUNT_CAP = 10_000;

/** Disjoint conditions on one table, at least one. */
export type Conditions = readonly [SQL | undefined, ...(SQL | undefined)[]];

/** The rows to count: a table and the request's conditions. */
export interface CountSource {
  from: PgTable;
  /**
   * The condition, or disjoint conditions whose rows are counted together (UNION ALL): each is then
   * planned on its own, so each can use its own index.
   */
  where?: SQL | undefined | Conditions;
  /** Planned for its values on every run (`plannedForValues`): filters whose best plan depends on them. */
  plannedForValues?: boolean;
}

/** How many rows match: exact up to the cap; beyond it `total` is a lower bound and `exact` false. */
export interface RowCount {
  total: number;
  exact: boolean;
}

const conditionsOf = (where: CountSource['where']): Conditions =>
  where === undefined || where instanceof SQL ? [where] : where;

const matchingOne = (db: Executor, source: CountSource, where: SQL | undefined) =>
  db
    .select({ one: sql<number>`1`.as('one') })
    .from(source.from)
    .where(where);

function matching(db: Executor, source: CountSource) {
  const conditions = conditionsOf(source.where);
  const [first, second, ...others] = conditions.map((where) => matchingOne(db, source, where));
  if (!first || !second) return matchingOne(db, source, conditions[0]);
  return unionAll(first, second, ...others);
}

const bounded = (total: number, cap: number): RowCount =>
  total > cap ? { total: cap, exact: false } : { total, exact: true };

/**
 * How many rows match each condition, each counted to the cap (`cap + 1` rows read at most per
 * condition), in one statement.
 */
export async function cappedCounts(
  db: Executor,
  source: CountSource,
  cap = TABLE_COUNT_CAP,
): Promise<RowCount[]> {
  const conditions = conditionsOf(source.where);
  const counts = conditions.map(
    (where, index) =>
      sql`(select count(*) from (${matchingOne(db, source, where).limit(cap + 1)}) as capped) as ${sql.identifier(`c${index}`)}`,
  );
  const statement = sql`select ${sql.join(counts, sql`, `)}`;
  const [row] = rowsOf<Record<string, number | string>>(
    await db.execute(source.plannedForValues ? plannedForValues(statement) : statement),
  );
  return conditions.map((_, index) => bounded(Number(row?.[`c${index}`] ?? 0), cap));
}

/** Rows of disjoint conditions together, from each one's count. */
export const countTogether = (counts: readonly RowCount[], cap: number): RowCount => {
  const sum = bounded(
    counts.reduce((total, count) => total + count.total, 0),
    cap,
  );
  return { total: sum.total, exact: sum.exact && counts.every((count) => count.exact) };
};

/** Counts matching rows, reading no more than `cap + 1` of them per condition. */
export async function cappedCount(
  db: Executor,
  source: CountSource,
  cap = TABLE_COUNT_CAP,
): Promise<RowCount> {
  return countTogether(await cappedCounts(db, source, cap), cap);
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
