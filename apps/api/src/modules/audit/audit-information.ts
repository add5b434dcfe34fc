import type { AuditEntityType, AuditInformation } from '@portal/contract';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { anyOf } from './any-of';
import { entityHistories, type HistoryRow } from './audit-query';
import { editorOf } from './audit-rows';
import { type AuditViewer, readableTypes, refuseUnreadable } from './audit-viewer';

/**
 * Spec §3 "Audit information" for each id: created and last modified, and by whom, among the entries
 * the viewer may read. Another account's id answers like an id without history: all null, so nobody
 * learns that it exists (decision 0053).
 */
export async function entityInformation(
  db: Executor,
  viewer: AuditViewer,
  type: AuditEntityType,
  ids: readonly string[],
): Promise<Record<string, AuditInformation>> {
  refuseUnreadable('type', type, readableTypes(viewer));
  const unique = [...new Set(ids)];
  const { created, modified } = await entityHistories(db, viewer, type, unique);
  const editorIds = [...created.values(), ...modified.values()].flatMap((row) => [
    row.editorId,
    row.accountId,
  ]);
  const wanted = [...new Set(editorIds.filter((id): id is number => id !== null))];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: users.id, parentId: users.parentId, email: users.email })
          .from(users)
          .where(anyOf(users.id, wanted));
  const people = new Map(found.map((row) => [row.id, { parentId: row.parentId, email: row.email }]));
  const who = (row: HistoryRow | undefined) => {
    if (!row) return { at: null, email: null, by: null };
    const editor = editorOf({ viewer, people }, row);
    return { at: row.updatedAt.toISOString(), email: editor.email, by: editor.kind };
  };
  return Object.fromEntries(
    unique.map((id) => {
      const first = who(created.get(id));
      const last = who(modified.get(id));
      return [
        id,
        {
          auditable_id: id,
          created_at: first.at,
          created_email: first.email,
          created_by: first.by,
          modified_at: last.at,
          modified_email: last.email,
          modified_by: last.by,
        },
      ];
    }),
  );
}
