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
import type { Conditions } from '../../platform/tables/count-rows';
import { seekAfter } from '../../platform/tables/cursor-page';
import { type OrderKey, orderByOf } from '../../platform/tables/table-columns';

/** A row's place in the order: its id and its sort values as PostgreSQL writes them (the cursor's). */
export interface Position {
  id: number;
  values: string[];
}

/**
 * The rows a page reads: conditions on audit_entries whose union is the viewer's selection, usually
 * one. Disjoint conditions are read each on its own (UNION ALL), so each can be served by its own
 * index alone — one OR of two indexes becomes a bitmap that reads the table's pages (decision 0055).
 */
export type AuditSelection = Conditions;

/** One condition of a selection, and whether few enough rows match it to collect them all. */
export interface AuditPart {
  condition: SQL | undefined;
  /** Its bounded count was exact: collect its rows rather than walk an index for them. */
  few: boolean;
}

export interface PositionQuery {
  /** The selection's parts that match any row. */
  parts: readonly AuditPart[];
  /** The order, tiebreaker (id) last. */
  keys: readonly OrderKey[];
  /** The cursor's sort values: rows after it. */
  after: readonly string[] | null;
  limit: number;
  /**
   * A sort other than time orders at most this many of the newest matching rows; null: every one
   * (the count was exact, so every part is few).
   */
  window: number | null;
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

const both = (...conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` AND `);
};

/**
 * The parts' rows with `columns`, each part read on its own (`tail`: how a part's read ends, by
 * whether it collects its few rows or walks its index for the first of many), then together.
 */
function readEach(
  parts: readonly AuditPart[],
  columns: SQL,
  extra: SQL | undefined,
  tail: (few: boolean) => SQL,
) {
  const reads = parts.map(
    (part) =>
      sql`(SELECT ${columns} FROM ${auditEntries} WHERE ${both(part.condition, extra)} ${tail(part.few)})`,
  );
  return sql.join(reads, sql` UNION ALL `);
}

/**
 * The positions after `after`, at most `limit`. Inner reads are aliased `audit_entries`, so the
 * order and the cursor's row comparison name the same columns at either level.
 */
export async function readPositions(db: Executor, query: PositionQuery): Promise<Position[]> {
  const { keys, parts, limit } = query;
  if (parts.length === 0) return [];
  const seek = query.after ? seekAfter(keys, query.after) : undefined;
  const values = keys.map((key, index) => sql`${key.column}::text AS ${sql.identifier(`k${index}`)}`);
  const outer = list([sql`${auditEntries.id}`, ...values]);
  const orderBy = list(orderByOf(keys));
  // OFFSET 0 keeps a read apart: it is planned to find every match, not the first few in order —
  // planned as a walk, a part that matches nothing reads its whole index, one whose matches lie
  // far apart every entry between them.
  const collect = sql`OFFSET 0`;
  let statement: SQL;
  if (inTimeOrder(keys)) {
    // A part of many rows walks its index from the cursor and stops at a page; PostgreSQL merges
    // the parts in order. Without its own order and bound a part would be merged into one scan of
    // all, sorted whole (a condition of one part of a UNION ALL does not let its index give the order).
    const page = sql`ORDER BY ${orderBy} LIMIT ${limit}`;
    const timeColumns = sql`${auditEntries.id}, ${auditEntries.updatedAt}`;
    const positions = readEach(parts, timeColumns, seek, (few) => (few ? collect : page));
    statement = sql`SELECT ${outer} FROM (${positions}) AS ${auditEntries} ${page}`;
  } else {
    const inner = list(
      [auditEntries.id, auditEntries.updatedAt, auditEntries.entityType, auditEntries.event].map(
        (column) => sql`${column}`,
      ),
    );
    const newest = sql`ORDER BY ${auditEntries.updatedAt} DESC, ${auditEntries.id} DESC LIMIT ${query.window}`;
    const each = readEach(parts, inner, undefined, (few) => (few ? collect : newest));
    const window =
      query.window === null ? each : sql`SELECT ${inner} FROM (${each}) AS ${auditEntries} ${newest}`;
    statement = sql`SELECT ${outer} FROM (${window}) AS ${auditEntries}
      WHERE ${seek ?? sql`true`} ORDER BY ${orderBy} LIMIT ${limit}`;
  }
  const rows = rowsOf<Record<string, string | number>>(await db.execute(plannedForValues(statement)));
  return rows.map((row) => ({
    id: Number(row.id),
    values: keys.map((_, index) => String(row[`k${index}`])),
  }));
}
