import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { auditBy, recordAudit, recordAudits } from './audit';
import type { Executor } from './db';
import type { RequestContext } from './request-context';

type Fields = Record<string, PgColumn>;
type ValuesOf<F extends Fields> = { [K in keyof F]: F[K]['_']['data'] | null };

/** The property name Drizzle knows a column by in its table (what `.set()` takes). */
function propertyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, each]) => each === column);
  if (!entry) throw new Error(`Column ${column.name} is not a column of this table`);
  return entry[0];
}

/** A value as JSON with object keys sorted: jsonb hands objects back with its own key order. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, each]) => [key, comparable(each)]));
  }
  return value;
}
const same = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a) ?? null) === JSON.stringify(comparable(b) ?? null);

/** One audited change of one row (docs/decisions/0030). */
export interface AuditedUpdate<F extends Fields> {
  table: PgTable;
  /** The row, e.g. `eq(users.id, 7)`. */
  where: SQL;
  entityType: AuditEntityType;
  entityId: string | number;
  /** `updated` unless the change has its own event (`notifications updated`, `restored`, …). */
  event?: AuditEvent;
  /** The account the row belongs to; the context's account when left out. */
  accountId?: number | null;
  /** The audited fields, by the name the audit log shows (the API's), with their columns. */
  fields: F;
  /** The new values by the same names; a field left out stays as it is. */
  next: Partial<ValuesOf<F>>;
  /** Written with a real change but not audited, e.g. `{ updatedAt: now }`. */
  alsoSet?: Record<string, unknown>;
}

/**
 * Reads the row (locked), applies the fields that really change and writes the audit diff of
 * exactly those, in the caller's transaction. Answers the names of the changed fields (none: nothing
 * was written), or null when no row matches.
 */
export async function updateAudited<F extends Fields>(
  tx: Executor,
  context: RequestContext,
  change: AuditedUpdate<F>,
): Promise<(keyof F)[] | null> {
  const names = Object.keys(change.next) as (keyof F & string)[];
  const selection = Object.fromEntries(names.map((name) => [name, change.fields[name] as PgColumn]));
  const [before] = await tx.select(selection).from(change.table).where(change.where).for('update');
  if (!before) return null;
  const changed = names.filter((name) => !same(before[name], change.next[name]));
  if (changed.length === 0) return [];
  const set = Object.fromEntries(
    changed.map((name) => [propertyOf(change.table, change.fields[name] as PgColumn), change.next[name]]),
  );
  await tx
    .update(change.table)
    .set({ ...set, ...change.alsoSet })
    .where(change.where);
  await recordAudit(tx, {
    entityType: change.entityType,
    entityId: change.entityId,
    event: change.event ?? 'updated',
    ...auditBy(context, change.accountId === undefined ? context.accountId : change.accountId),
    oldValues: Object.fromEntries(changed.map((name) => [name, before[name]])),
    newValues: Object.fromEntries(changed.map((name) => [name, change.next[name]])),
  });
  return changed;
}

/** The set of related ids a pivot table should hold for one owner (e.g. a user's roles). */
export interface AuditedRelation {
  table: PgTable;
  /** The pivot's column naming the owner, and the owner's id. */
  ownerColumn: PgColumn;
  ownerId: number;
  /** The pivot's column naming the related row. */
  targetColumn: PgColumn;
  /** The related ids the owner should have after the change. */
  targetIds: readonly (string | number)[];
  /** The owner as the audit log names it, and the relation's name in its values (`roles`). */
  entityType: AuditEntityType;
  relation: string;
  accountId?: number | null;
}

/**
 * Makes a pivot hold exactly `targetIds` for its owner, writing `pivot attached` and `pivot
 * detached` audit rows for what was added and removed (none when nothing changes), in the caller's
 * transaction. Answers what was attached and detached.
 */
export async function syncRelationAudited(
  tx: Executor,
  context: RequestContext,
  relation: AuditedRelation,
): Promise<{ attached: (string | number)[]; detached: (string | number)[] }> {
  const { table, ownerColumn, ownerId, targetColumn } = relation;
  const rows = await tx
    .select({ target: targetColumn })
    .from(table)
    .where(eq(ownerColumn, ownerId))
    .for('update');
  const current = rows.map((row) => row.target as string | number);
  const wanted = [...new Set(relation.targetIds)];
  const attached = wanted.filter((id) => !current.includes(id));
  const detached = current.filter((id) => !wanted.includes(id));
  if (detached.length > 0) {
    await tx.delete(table).where(and(eq(ownerColumn, ownerId), inArray(targetColumn, detached)));
  }
  if (attached.length > 0) {
    const ownerProperty = propertyOf(table, ownerColumn);
    const targetProperty = propertyOf(table, targetColumn);
    await tx.insert(table).values(attached.map((id) => ({ [ownerProperty]: ownerId, [targetProperty]: id })));
  }
  const by = auditBy(context, relation.accountId === undefined ? context.accountId : relation.accountId);
  const entry = { entityType: relation.entityType, entityId: ownerId, ...by };
  await recordAudits(tx, [
    ...(attached.length > 0
      ? [{ ...entry, event: 'pivot attached' as const, newValues: { [relation.relation]: attached } }]
      : []),
    ...(detached.length > 0
      ? [{ ...entry, event: 'pivot detached' as const, oldValues: { [relation.relation]: detached } }]
      : []),
  ]);
  return { attached, detached };
}
