import { type AuditLogEntry, auditRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { DataTableCursorPage } from '../../../components/data-table/data-table';
import type { TableCursorRequest } from '../../../components/data-table/table-url-state';
import { call } from '../../../lib/http/http-client';

/** `GET /api/v1/audit/datatable?search&sort&cursor&limit&types&ids&events&editors&from&to`: a page of the log. */
export const fetchAuditLog = (query: TableCursorRequest, signal?: AbortSignal) =>
  call(auditRoutes.datatable, { query }, { signal });

// Typed as the table reads a cursor page (with the log's bounded total), so DataTable takes it as it is.
export const auditLogQueryOptions = (query: TableCursorRequest) =>
  queryOptions<DataTableCursorPage<AuditLogEntry>>({
    queryKey: ['audit', 'log', query],
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
  });
