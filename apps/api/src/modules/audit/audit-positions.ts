// Where a page of the activity log lies (decision 0055): the ids and sort values of its rows, read
// from one index alone (each index of audit_entries carries every filter's column), before the rows
// themselves are read by id. How depends on the order and on how many rows match:
// - newest or oldest first, many rows: walk the filter's index in its (updated_at, id) order from
//   the cursor — it stops after the page, at any depth;
// - newest or oldest first, few rows (the bounded count was exact): collect them all, then order —
//   a walk would read the whole index when the filter matches nothing, or rows that lie far apart;
// - by type or event: order the newest AUDIT_TOTAL_CAP matching rows (all of them when the count
//   was exact), as no index serves those orders under every filter.
import { type SQL, sql } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/index';
import { type Executor, plannedForValues, rowsOf } from '../../platform/db';
import { seekAfter } from '../../platform/tables/cursor-page';
import { type OrderKey, orderByOf } from '../../platform/tables/table-columns';

/** A row's place in the order: its id and its sort values as PostgreSQL writes them (the cursor's). */
export interface Position {
  id: number;
  values: string[];
}

export interface PositionQuery {
  where: SQL | undefined;
  /** The order, tiebreaker (id) last. */
  keys: readonly OrderKey[];
  /** The cursor's sort values: rows after it. */
  after: readonly string[] | null;
  limit: number;
  /** True when the bounded count was exact: few enough rows match to collect them all. */
  few: boolean;
  /** A sort other than time orders at most this many of the newest matching rows. */
  window: number;
}

/** Newest or oldest first: (updated_at, id) in one direction, the order every index ends in. */
export function inTimeOrder(keys: readonly OrderKey[]): boolean {
  const [first, second] = keys;
  return (
    keys.length === 2 &&
    first?.column === auditEntries.updatedAt &&
    second?.column === auditEntries.id &&
    first.direction === second.direction
  );
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * The positions after `after`, at most `limit`. Inner reads are aliased `audit_entries`, so the
 * order and the cursor's row comparison name the same columns at either level.
 */
export async function readPositions(db: Executor, query: PositionQuery): Promise<Position[]> {
  const { keys, where, limit } = query;
  const seek = query.after ? seekAfter(keys, query.after) : undefined;
  const values = keys.map((key, index) => sql`${key.column}::text AS ${sql.identifier(`k${index}`)}`);
  const outer = list([sql`${auditEntries.id}`, ...values]);
  const orderBy = list(orderByOf(keys));
  const matching = (extra: SQL | undefined) => {
    const both = [where, extra].filter((part): part is SQL => part !== undefined);
    return both.length === 0 ? sql`true` : sql.join(both, sql` AND `);
  };
  let statement: SQL;
  if (inTimeOrder(keys) && !query.few) {
    statement = sql`SELECT ${outer} FROM ${auditEntries} WHERE ${matching(seek)}
      ORDER BY ${orderBy} LIMIT ${limit}`;
  } else if (inTimeOrder(keys)) {
    // OFFSET 0 keeps the subquery apart: it is planned to find every match, not the first few in order.
    statement = sql`SELECT ${outer} FROM (
        SELECT ${auditEntries.id}, ${auditEntries.updatedAt} FROM ${auditEntries} WHERE ${matching(seek)} OFFSET 0
      ) AS ${auditEntries} ORDER BY ${orderBy} LIMIT ${limit}`;
  } else {
    const inner = list(
      [auditEntries.id, auditEntries.updatedAt, auditEntries.entityType, auditEntries.event].map(
        (column) => sql`${column}`,
      ),
    );
    const newest = query.few
      ? sql`OFFSET 0`
      : sql`ORDER BY ${auditEntries.updatedAt} DESC, ${auditEntries.id} DESC LIMIT ${query.window}`;
    statement = sql`SELECT ${outer} FROM (
        SELECT ${inner} FROM ${auditEntries} WHERE ${matching(undefined)} ${newest}
      ) AS ${auditEntries} WHERE ${seek ?? sql`true`} ORDER BY ${orderBy} LIMIT ${limit}`;
  }
  const rows = rowsOf<Record<string, string | number>>(await db.execute(plannedForValues(statement)));
  return rows.map((row) => ({
    id: Number(row.id),
    values: keys.map((_, index) => String(row[`k${index}`])),
  }));
}
