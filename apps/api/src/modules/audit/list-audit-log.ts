import { AUDIT_TOTAL_CAP, type AuditLogPage, type AuditLogQuery } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { tableCursorKey } from '../../platform/tables/table-cursor';
import { auditSelection, readAuditPage, searchedEditors } from './audit-query';
import { presentRows } from './audit-rows';
import { type AuditViewer, readableEvents, readableTypes, refuseUnreadable } from './audit-viewer';

/** A customer may filter only by the types and events they may read; staff by any. */
export function checkFilter(viewer: AuditViewer, query: Pick<AuditLogQuery, 'types' | 'events'>): void {
  refuseUnreadable('types', query.types, readableTypes(viewer));
  refuseUnreadable('events', query.events, readableEvents(viewer));
}

/** A page of the activity log as the viewer may read it (decision 0053). */
export async function listAuditLog(
  deps: AppDeps,
  viewer: AuditViewer,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  checkFilter(viewer, query);
  const editorsNamed = await searchedEditors(deps.database.db, viewer, query.search);
  const selection = auditSelection(viewer, query, query.sort, editorsNamed);
  const page = await readAuditPage(deps.database, selection, query, tableCursorKey(deps.secrets.secretsKey));
  return {
    data: await presentRows(deps.database.db, viewer, page.rows),
    nextCursor: page.nextCursor,
    // Beyond the cap `total` is the cap ("more than 10,000"); the estimate may say more on PostgreSQL.
    total: page.count.exact ? page.count.total : AUDIT_TOTAL_CAP,
    totalExact: page.count.exact,
    totalEstimate: page.count.total,
  };
}
