// Every query the activity log runs on audit_entries, in one place (decision 0053) with where a page
// lies (audit-positions.ts), so the indexes and plans are tuned against exactly these predicates
// and orders (decision 0055).
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_TOTAL_CAP,
  type AuditEditorFilter,
  type AuditEvent,
  type AuditLogColumn,
  type AuditLogQuery,
  DOWNLOAD_AUDIT_EVENTS,
  parseAuditDateTime,
  STAFF_ONLY_AUDIT_EVENTS,
  type TableSort,
  withAuditEventAliases,
} from '@portal/contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { auditEntries, users } from '../../db/schema/index';
import type { Database, Executor } from '../../platform/db';
import { cappedCounts, countTogether, plannedRows, type RowCount } from '../../platform/tables/count-rows';
import { type OrderKey, orderKeysOf, type TableColumns } from '../../platform/tables/table-columns';
import { readCursor, writeCursor } from '../../platform/tables/table-cursor';
import {
  type AuditPart,
  type AuditSelection,
  inTimeOrder,
  type Position,
  readPositions,
} from './audit-positions';
import type { AuditViewer, CustomerViewer } from './audit-viewer';
import { startingWith } from './like-patterns';

export type AuditRow = typeof auditEntries.$inferSelect;

/** What the table and the export filter by (the table's query without paging). */
export type AuditFilter = Pick<
  AuditLogQuery,
  'search' | 'types' | 'ids' | 'events' | 'editors' | 'from' | 'to'
>;

/**
 * The sorts offered, each with the entry id as the last key (keyset tiebreaker). Each needs an index
 * ending in (column, updated_at?, id) to stay fast at depth; see decision 0053 for the set.
 */
export const AUDIT_COLUMNS: TableColumns<AuditLogColumn> = {
  sortable: {
    updated_at: auditEntries.updatedAt,
    entity_type: auditEntries.entityType,
    event: auditEntries.event,
  },
  tiebreaker: auditEntries.id,
};

const staffOnlyEvents = [...STAFF_ONLY_AUDIT_EVENTS] as string[];

/** The `user` entries a customer reads: their own; the owner's with `editBilling`; other users' with `viewUserManagement`. */
function userEntriesOf(viewer: CustomerViewer): SQL | undefined {
  const self = String(viewer.userId);
  const owner = String(viewer.accountId);
  if (viewer.readsOwnerEntries && viewer.readsOtherUsers) return undefined;
  return or(
    eq(auditEntries.entityId, self),
    viewer.readsOwnerEntries ? eq(auditEntries.entityId, owner) : undefined,
    viewer.readsOtherUsers ? notInArray(auditEntries.entityId, [self, owner]) : undefined,
  );
}

/**
 * The entries the viewer may read at all: staff every one; a customer their account's (account_id
 * first, so the (account_id, updated_at) index leads), of their types, never a staff-only event.
 */
export function scopeOf(viewer: AuditViewer): SQL | undefined {
  if (viewer.staff) return undefined;
  const otherTypes = viewer.types.filter((type) => type !== 'user');
  const userEntries = userEntriesOf(viewer);
  return and(
    eq(auditEntries.accountId, viewer.accountId),
    notInArray(auditEntries.event, staffOnlyEvents),
    or(
      otherTypes.length > 0 ? inArray(auditEntries.entityType, otherTypes) : undefined,
      and(eq(auditEntries.entityType, 'user'), userEntries),
    ),
  );
}

/**
 * Changes staff made on an account. For a customer: an editor who is not one of the account's users.
 * For staff: an editor who holds a staff (internal) role, on an account not their own — named by id,
 * so the planner weighs each staff member's own share of the log, where asking each entry whether
 * its editor belongs to its account read the whole log to count (decision 0055). The two agree on
 * every editor but a deleted one.
 */
function bySupport(viewer: AuditViewer): SQL {
  if (!viewer.staff) {
    return and(
      isNotNull(auditEntries.editorId),
      notInArray(auditEntries.editorId, [...viewer.members.keys()]),
    ) as SQL;
  }
  if (viewer.staffIds.length === 0) return sql`false`;
  return sql`(${auditEntries.accountId} is not null and ${auditEntries.editorId} <> ${auditEntries.accountId}
    and ${inArray(auditEntries.editorId, viewer.staffIds)})`;
}

function editorIs(viewer: AuditViewer, editor: AuditEditorFilter): SQL {
  if (editor === 'system') return isNull(auditEntries.editorId);
  if (editor === 'support') return bySupport(viewer);
  // A customer filters by the users of their account only: another id (staff) matches nothing.
  if (!viewer.staff && !viewer.members.has(editor)) return sql`false`;
  return eq(auditEntries.editorId, editor);
}

/** Most editors the staff's search names by the start of their address. */
export const SEARCHED_EDITORS_MAX = 1000;

/**
 * The editors whose address starts with the staff's search term (at most SEARCHED_EDITORS_MAX, the
 * users table's prefix index): the log is then searched by editor id, which its editor index serves,
 * instead of reading every entry's stored address (decision 0055). A customer's search looks at the
 * account's users only (`searchOf`).
 */
export async function searchedEditors(
  db: Executor,
  viewer: AuditViewer,
  term: string | undefined,
): Promise<number[]> {
  if (!viewer.staff || !term) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) like ${startingWith(term.toLowerCase())}`)
    .limit(SEARCHED_EDITORS_MAX);
  return rows.map((row) => row.id);
}

/**
 * Entries of these entity ids: for staff, among the catalogue's types, so the (entity_type,
 * entity_id) index serves an id given without its type (a customer's scope names the types already).
 */
function entityIdsAmong(viewer: AuditViewer, ids: readonly string[]): SQL | undefined {
  return and(
    viewer.staff ? inArray(auditEntries.entityType, [...AUDIT_ENTITY_TYPES]) : undefined,
    inArray(auditEntries.entityId, [...ids]),
  );
}

/**
 * The search: the entity id exactly, or an editor's e-mail from its start — for staff the users the
 * term names (`searchedEditors`); a customer's search looks only at the e-mail addresses of the
 * account's users, so it tells nothing about staff addresses.
 */
function searchOf(viewer: AuditViewer, term: string, editorsNamed: readonly number[]): SQL | undefined {
  const entity = entityIdsAmong(viewer, [term]);
  if (viewer.staff) {
    return or(
      entity,
      editorsNamed.length > 0 ? inArray(auditEntries.editorId, [...editorsNamed]) : undefined,
    );
  }
  const needle = term.toLowerCase();
  const editors = [...viewer.members]
    .filter(([, email]) => email.toLowerCase().startsWith(needle))
    .map(([id]) => id);
  return or(entity, editors.length > 0 ? inArray(auditEntries.editorId, editors) : undefined);
}

/** A customer's choice of an event finds its aliases too (one choice per event they can tell apart). */
const eventsMeant = (viewer: AuditViewer, events: readonly AuditEvent[]) =>
  viewer.staff ? [...events] : withAuditEventAliases(events);

/** One second after the instant: `to` includes its whole second. */
const endOfSecond = (text: string) => new Date((parseAuditDateTime(text)?.getTime() ?? 0) + 1000);

/** The filters as predicates on indexed columns (dates as a range on updated_at). */
export function filtersOf(
  viewer: AuditViewer,
  filter: AuditFilter,
  editorsNamed: readonly number[] = [],
): SQL | undefined {
  const from = filter.from ? parseAuditDateTime(filter.from) : null;
  return and(
    filter.types ? inArray(auditEntries.entityType, filter.types) : undefined,
    filter.ids
      ? filter.types
        ? inArray(auditEntries.entityId, filter.ids)
        : entityIdsAmong(viewer, filter.ids)
      : undefined,
    filter.events ? inArray(auditEntries.event, eventsMeant(viewer, filter.events)) : undefined,
    filter.editors ? or(...filter.editors.map((editor) => editorIs(viewer, editor))) : undefined,
    from ? gte(auditEntries.updatedAt, from) : undefined,
    filter.to ? lt(auditEntries.updatedAt, endOfSecond(filter.to)) : undefined,
    filter.search ? searchOf(viewer, filter.search, editorsNamed) : undefined,
  );
}

/** Most reads one staff page is split into (`auditSelection`): each is planned on every run. */
const SPLIT_READS_MAX = 8;

/**
 * A staff filter sorted by type or event as disjoint filters, one per type and per event asked for
 * (while they stay within SPLIT_READS_MAX): the sort orders the newest matching entries, and with one
 * value the type's or event's index gives its newest first, where with several PostgreSQL walks the
 * time index past every other type's entries. Newest or oldest first, the time index's walk is the
 * cheaper read (each part would be counted on its own), so the filter stays whole (decision 0055).
 */
function oneValueEach(filter: AuditFilter, sort: AuditLogQuery['sort']): AuditFilter[] {
  if (inTimeOrder(orderKeysOf(AUDIT_COLUMNS, sort))) return [filter];
  let filters = [filter];
  for (const field of ['types', 'events'] as const) {
    const values = filter[field];
    if (!values || values.length < 2 || filters.length * values.length > SPLIT_READS_MAX) continue;
    filters = filters.flatMap((each) => values.map((value) => ({ ...each, [field]: [value] })));
  }
  return filters;
}

/**
 * Everything the viewer asked for and may read, as disjoint conditions (`AuditSelection`);
 * `editorsNamed`: the staff search's editors (`searchedEditors`). A customer's is one condition, led
 * by their account (whose index gives every page in time order). Staff's is split so that each part
 * is served by one index alone: the search into the entity id (by an editor it does not name) and
 * the editors it names, where their OR read the table's pages through a bitmap; sorted by type or
 * event, per type and event (`oneValueEach`; decision 0055).
 */
export function auditSelection(
  viewer: AuditViewer,
  filter: AuditFilter,
  sort: AuditLogQuery['sort'],
  editorsNamed: readonly number[] = [],
): AuditSelection {
  if (!viewer.staff) return [and(scopeOf(viewer), filtersOf(viewer, filter, editorsNamed))];
  const named = [...editorsNamed];
  const [first, ...others] = oneValueEach(filter, sort).flatMap((each): (SQL | undefined)[] => {
    if (!each.search || named.length === 0) return [filtersOf(viewer, each, named)];
    const rest = filtersOf(viewer, { ...each, search: undefined });
    return [
      and(
        rest,
        entityIdsAmong(viewer, [each.search]),
        or(isNull(auditEntries.editorId), notInArray(auditEntries.editorId, named)),
      ),
      and(rest, inArray(auditEntries.editorId, named)),
    ];
  });
  return [first, ...others];
}

/** The cursor's scope: the table and the order, as the table kit writes it (cursors stay interchangeable). */
const scopeOfOrder = (keys: readonly OrderKey[]) =>
  `audit_entries|${keys.map((each) => `${each.column.name}:${each.direction}`).join(',')}`;

/** The rows at the positions, in the positions' order: one read by primary key. */
async function rowsAt(db: Executor, positions: readonly Position[]): Promise<AuditRow[]> {
  if (positions.length === 0) return [];
  const ids = positions.map((position) => position.id);
  const found = await db
    .select()
    .from(auditEntries)
    .where(sql`${auditEntries.id} = ANY(${sql.param(ids)}::bigint[])`);
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page in the requested order after the cursor, and how many rows match (exact up to 10,000).
 * The count comes first: it is the page's total, and it tells whether few enough rows match to
 * collect them all (decision 0055, `audit-positions.ts`).
 */
export async function readAuditPage(
  database: Pick<Database, 'kind' | 'db'>,
  selection: AuditSelection,
  query: Pick<AuditLogQuery, 'sort' | 'cursor' | 'limit'>,
  key: Buffer,
): Promise<{ rows: AuditRow[]; nextCursor: string | null; count: RowCount }> {
  const counted = await countAuditParts(database.db, selection, AUDIT_TOTAL_CAP);
  // Beyond the cap, PostgreSQL's estimate (as estimatedCount answers it) is asked while the page is read.
  const source = { from: auditEntries, where: selection };
  const estimate =
    !counted.count.exact && database.kind === 'postgres' ? plannedRows(database.db, source) : null;
  const keys = orderKeysOf(AUDIT_COLUMNS, query.sort);
  const scope = scopeOfOrder(keys);
  const after = query.cursor ? readCursor(key, scope, query.cursor, keys.length) : null;
  const found = await readPositions(database.db, {
    parts: counted.parts,
    keys,
    after,
    limit: query.limit + 1,
    window: counted.count.exact ? null : AUDIT_TOTAL_CAP,
  });
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = found.length > query.limit && last ? writeCursor(key, scope, last.values) : null;
  const rows = await rowsAt(database.db, page);
  const count = estimate ? { total: Math.max(AUDIT_TOTAL_CAP, await estimate), exact: false } : counted.count;
  return { rows, nextCursor, count };
}

/**
 * How many rows match (exact up to `cap`, the page's or the export's bound), and the selection's
 * parts that match any: each counted on its own, so a part of few rows is collected and one of none
 * not read at all, while a part of many walks its index (`readPositions`).
 */
export async function countAuditParts(
  db: Executor,
  selection: AuditSelection,
  cap: number,
): Promise<{ parts: AuditPart[]; count: RowCount }> {
  const counts = await cappedCounts(
    db,
    { from: auditEntries, where: selection, plannedForValues: true },
    cap,
  );
  const parts = selection.flatMap((condition, index) => {
    const count = counts[index];
    if (!count || count.total === 0) return [];
    return [{ condition, few: count.exact && count.total <= AUDIT_TOTAL_CAP }];
  });
  return { parts, count: countTogether(counts, cap) };
}

/**
 * Every matching row in order, `chunk` rows per read: newest or oldest first by keyset, so memory
 * stays flat whatever the size; by type or event, the matching positions (at most `matching`, the
 * export's exact count) ordered once, then their rows read a chunk at a time.
 */
export async function* auditRowsInOrder(
  db: Executor,
  parts: readonly AuditPart[],
  sort: TableSort<AuditLogColumn>[],
  chunk: number,
  matching: number,
): AsyncGenerator<AuditRow[]> {
  const keys = orderKeysOf(AUDIT_COLUMNS, sort);
  if (!inTimeOrder(keys)) {
    const every = parts.map((part) => ({ ...part, few: true }));
    const all = await readPositions(db, { parts: every, keys, after: null, limit: matching, window: null });
    for (let start = 0; start < all.length; start += chunk)
      yield await rowsAt(db, all.slice(start, start + chunk));
    return;
  }
  let after: string[] | null = null;
  for (;;) {
    const positions = await readPositions(db, { parts, keys, after, limit: chunk, window: null });
    if (positions.length > 0) yield await rowsAt(db, positions);
    const last = positions.at(-1);
    if (positions.length < chunk || !last) return;
    after = last.values;
  }
}

/** Events that read or sign in rather than change the entity: not a modification in its information. */
const NOT_MODIFYING = [
  'created',
  'download',
  'invoice downloaded',
  ...DOWNLOAD_AUDIT_EVENTS,
  'data export requested',
  'data export downloaded',
  'sendInvoiceCSV',
  'login',
  'loginAs',
];

export type HistoryRow = Pick<AuditRow, 'entityId' | 'updatedAt' | 'editorId' | 'editorEmail' | 'accountId'>;

const historyColumns = {
  entityId: auditEntries.entityId,
  updatedAt: auditEntries.updatedAt,
  editorId: auditEntries.editorId,
  editorEmail: auditEntries.editorEmail,
  accountId: auditEntries.accountId,
};

/**
 * Per entity id, the `created` entry (the first) and the last change, among the entries the viewer
 * may read: served by the (entity_type, entity_id) index.
 */
export async function entityHistories(
  db: Executor,
  viewer: AuditViewer,
  type: string,
  ids: readonly string[],
): Promise<{ created: Map<string, HistoryRow>; modified: Map<string, HistoryRow> }> {
  const base = and(
    eq(auditEntries.entityType, type),
    inArray(auditEntries.entityId, [...ids]),
    scopeOf(viewer),
  );
  const [created, modified] = await Promise.all([
    db
      .selectDistinctOn([auditEntries.entityId], historyColumns)
      .from(auditEntries)
      .where(and(base, eq(auditEntries.event, 'created')))
      .orderBy(auditEntries.entityId, asc(auditEntries.updatedAt), asc(auditEntries.id)),
    db
      .selectDistinctOn([auditEntries.entityId], historyColumns)
      .from(auditEntries)
      .where(and(base, notInArray(auditEntries.event, NOT_MODIFYING)))
      .orderBy(auditEntries.entityId, desc(auditEntries.updatedAt), desc(auditEntries.id)),
  ]);
  return {
    created: new Map(created.map((row) => [row.entityId, row])),
    modified: new Map(modified.map((row) => [row.entityId, row])),
  };
}
