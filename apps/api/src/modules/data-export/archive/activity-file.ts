import { STAFF_ONLY_AUDIT_ENTITY_TYPES, STAFF_ONLY_AUDIT_EVENTS } from '@portal/contract';
import { and, asc, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEntries, users } from '../../../db/schema/index';
import { maskGatewayReferences } from '../../../platform/audit';
import type { Executor } from '../../../platform/db';
import type { ExportScope } from './export-scope';
import { jsonArray, pagesAfter } from './json-pages';

const editors = alias(users, 'editor');

/**
 * Who made a change, as the customer may read it: the person, a user of the account (by e-mail), or
 * the portal (staff acting on the account, or the system) without a name.
 */
function editorOf(
  scope: ExportScope,
  row: {
    editorId: number | null;
    editorParentId: number | null;
    editorEmail: string | null;
    editorKnown: number | null;
  },
) {
  if (row.editorId === scope.user.id) return { type: 'you' as const };
  const ofAccount =
    row.editorKnown !== null && (row.editorId === scope.accountId || row.editorParentId === scope.accountId);
  if (ofAccount) return { type: 'account_user' as const, email: row.editorEmail };
  return { type: 'portal' as const };
}

/** The entries the person's archive holds (decision 0052): never what only staff read. */
/** Where the last page ended: its last entry's time (as PostgreSQL writes it, to the microsecond) and id. */
interface Position {
  at: string;
  id: number;
}

/**
 * The entries the person's archive holds (decision 0052): never what only staff read. Read in the
 * order of the account's index, (account_id, updated_at, id), from the last page's position on, so
 * each page costs the same however large the account's history (decision 0055).
 */
function entriesOf(scope: ExportScope, after: Position | null): SQL | undefined {
  const own = scope.accountActivity
    ? undefined
    : or(
        eq(auditEntries.editorId, scope.user.id),
        and(eq(auditEntries.entityType, 'user'), eq(auditEntries.entityId, String(scope.user.id))),
      );
  return and(
    eq(auditEntries.accountId, scope.accountId),
    notInArray(auditEntries.event, [...STAFF_ONLY_AUDIT_EVENTS]),
    notInArray(auditEntries.entityType, [...STAFF_ONLY_AUDIT_ENTITY_TYPES]),
    after ? sql`(${auditEntries.updatedAt}, ${auditEntries.id}) > (${after.at}, ${after.id})` : undefined,
    own,
  );
}

/**
 * activity.json: the account's activity, oldest first, values as the audit log keeps them (secrets
 * masked when they were written) but for the payment gateway's references, masked here. A sub-user
 * reads the values of their own changes and of changes to their profile only; the others are listed
 * as the activity log lists them to customers, without values (the owner's billing is not theirs to
 * read). Where a change came from (address, browser, page) is given for the person's own changes
 * only: the addresses of others, staff above all, are theirs.
 */
export function activityEntries(executor: Executor, scope: ExportScope) {
  return jsonArray(
    entriesOfPages(
      pagesAfter(
        async (after: Position | null, limit) => {
          const rows = await executor
            .select({
              id: auditEntries.id,
              at: sql<string>`${auditEntries.updatedAt}::text`,
              entityType: auditEntries.entityType,
              entityId: auditEntries.entityId,
              event: auditEntries.event,
              editorId: auditEntries.editorId,
              editorEmail: auditEntries.editorEmail,
              editorKnown: editors.id,
              editorParentId: editors.parentId,
              oldValues: auditEntries.oldValues,
              newValues: auditEntries.newValues,
              url: auditEntries.url,
              ipAddress: auditEntries.ipAddress,
              userAgent: auditEntries.userAgent,
              createdAt: auditEntries.createdAt,
            })
            .from(auditEntries)
            .leftJoin(editors, eq(editors.id, auditEntries.editorId))
            .where(entriesOf(scope, after))
            .orderBy(asc(auditEntries.updatedAt), asc(auditEntries.id))
            .limit(limit);
          return rows.map((row) => {
            const editor = editorOf(scope, row);
            const aboutThem = row.entityType === 'user' && row.entityId === String(scope.user.id);
            const values = scope.owner || editor.type === 'you' || aboutThem;
            const entry = {
              id: row.id,
              date: row.createdAt.toISOString(),
              entity_type: row.entityType,
              entity_id: row.entityId,
              event: row.event,
              editor,
              ...(values
                ? {
                    old_values: maskGatewayReferences(row.oldValues),
                    new_values: maskGatewayReferences(row.newValues),
                  }
                : {}),
              ...(editor.type === 'you'
                ? { url: row.url, ip_address: row.ipAddress, user_agent: row.userAgent }
                : {}),
            };
            return { position: { at: row.at, id: row.id }, entry };
          });
        },
        (read) => read.position,
      ),
    ),
  );
}

/** The entries of each page without their positions. */
async function* entriesOfPages<E>(pages: AsyncIterable<{ entry: E }[]>): AsyncIterable<E[]> {
  for await (const page of pages) yield page.map((read) => read.entry);
}
