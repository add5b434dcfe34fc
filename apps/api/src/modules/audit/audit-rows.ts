import { createHmac, randomBytes } from 'node:crypto';
import type { AuditEditor, AuditEditorKind, AuditLogEntry } from '@portal/contract';
import { users } from '../../db/schema/index';
import { maskGatewayReferences } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { anyOf } from './any-of';
import type { AuditRow } from './audit-query';
import type { AuditViewer } from './audit-viewer';
import { entityLabels } from './entity-labels';

interface KnownUser {
  parentId: number | null;
  email: string;
}

/** What presenting rows needs beside them: the users they name and the entities' labels. */
export interface RowContext {
  viewer: AuditViewer;
  /** Editors and account owners the rows name (staff), or editors outside the account (customers). */
  people: Map<number, KnownUser>;
  labels: Map<string, string>;
}

// Row keys hide the entry id from customers (it tells how busy the whole portal is); stable per process.
const ROW_KEY_SECRET = randomBytes(32);
const rowKeyOf = (id: number) =>
  createHmac('sha256', ROW_KEY_SECRET).update(String(id)).digest().subarray(0, 12).toString('base64url');

/** Looks up, in two queries however many rows, what `presentRow` needs. */
export async function rowContextOf(
  db: Executor,
  viewer: AuditViewer,
  rows: readonly AuditRow[],
): Promise<RowContext> {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.editorId !== null && (viewer.staff || !viewer.members.has(row.editorId))) ids.add(row.editorId);
    if (viewer.staff && row.accountId !== null) ids.add(row.accountId);
  }
  // People and labels at once: on PostgreSQL each lookup takes a connection of the pool.
  const [found, labels] = await Promise.all([
    ids.size === 0
      ? []
      : db
          .select({ id: users.id, parentId: users.parentId, email: users.email })
          .from(users)
          .where(anyOf(users.id, [...ids])),
    entityLabels(
      db,
      rows.map((row) => ({ type: row.entityType, id: row.entityId })),
      viewer.language,
    ),
  ]);
  const people = new Map(found.map((row) => [row.id, { parentId: row.parentId, email: row.email }]));
  return { viewer, people, labels };
}

const SYSTEM: AuditEditor = { kind: 'system', id: null, email: null, on_behalf_of: null };

/** Who made the change, as the viewer may read it (decision 0053). */
export function editorOf(
  context: Pick<RowContext, 'viewer' | 'people'>,
  row: Pick<AuditRow, 'editorId' | 'editorEmail' | 'accountId'>,
): AuditEditor {
  const { viewer, people } = context;
  if (row.editorId === null) return SYSTEM;
  if (viewer.staff) {
    const editor = people.get(row.editorId);
    const email = row.editorEmail ?? editor?.email ?? null;
    const ofAccount =
      row.accountId === null || row.editorId === row.accountId || editor?.parentId === row.accountId;
    // A user since deleted cannot be told apart: named as a user with the address the entry kept.
    if (ofAccount || !editor) return { kind: 'user', id: row.editorId, email, on_behalf_of: null };
    const owner = people.get(row.accountId ?? 0)?.email ?? null;
    return { kind: 'support', id: row.editorId, email, on_behalf_of: owner };
  }
  const member = viewer.members.get(row.editorId);
  if (member !== undefined) {
    return { kind: 'user', id: row.editorId, email: row.editorEmail ?? member, on_behalf_of: null };
  }
  // Someone outside the account who still exists is staff working on it; their name is theirs.
  if (people.has(row.editorId))
    return { kind: 'support', id: null, email: null, on_behalf_of: viewer.ownerEmail };
  // A former user of the account (deleted): neither id nor address.
  return { kind: 'user', id: null, email: null, on_behalf_of: null };
}

/** The kind of editor alone (entity information). */
export const editorKindOf = (
  context: Pick<RowContext, 'viewer' | 'people'>,
  row: Pick<AuditRow, 'editorId' | 'editorEmail' | 'accountId'>,
): AuditEditorKind => editorOf(context, row).kind;

/** One entry as the viewer may read it. */
export function presentRow(context: RowContext, row: AuditRow): AuditLogEntry {
  const { viewer } = context;
  const common = {
    key: rowKeyOf(row.id),
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_label: context.labels.get(`${row.entityType}:${row.entityId}`) ?? null,
    event: row.event,
    editor: editorOf(context, row),
    updated_at: row.updatedAt.toISOString(),
  };
  if (viewer.staff) {
    return {
      ...common,
      id: row.id,
      account_id: row.accountId,
      old_values: row.oldValues,
      new_values: row.newValues,
      meta: { url: row.url, user_agent: row.userAgent, ip_address: row.ipAddress },
    };
  }
  // Decision 0074: a customer reads the changes; where someone connected from only for themselves.
  const own = row.editorId === viewer.userId;
  const aboutThem = row.entityType === 'user' && row.entityId === String(viewer.userId);
  const valuesOf = (values: AuditRow['oldValues']) => {
    const masked = maskGatewayReferences(values);
    return own || aboutThem ? masked : withoutConnections(masked);
  };
  return {
    ...common,
    old_values: valuesOf(row.oldValues),
    new_values: valuesOf(row.newValues),
    meta: own ? { url: null, user_agent: row.userAgent, ip_address: row.ipAddress } : null,
  };
}

/** Values that say where someone connected from: personal data of that person (decision 0074). */
const CONNECTION_KEYS = new Set(['ip_address', 'user_agent', 'browser', 'os', 'device']);

/** The values without where someone else connected from (a sub-user's ended session, say). */
function withoutConnections(values: AuditRow['oldValues']): AuditRow['oldValues'] {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !CONNECTION_KEYS.has(key)));
}

/** The rows as the viewer may read them, labels and editors looked up once for all. */
export async function presentRows(db: Executor, viewer: AuditViewer, rows: readonly AuditRow[]) {
  const context = await rowContextOf(db, viewer, rows);
  return rows.map((row) => presentRow(context, row));
}
