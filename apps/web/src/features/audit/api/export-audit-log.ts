import { auditRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { TableFilters } from '../../../components/data-table/table-url-state';
import { callForFile } from '../../../lib/http/http-client';
import { saveFile } from '../../../lib/http/save-file';

/** The export's query: the table's search, sort and filters, as the URL holds them. */
export interface AuditExportRequest {
  search?: string | undefined;
  sort: string[];
  filters: TableFilters;
}

/**
 * `GET /api/v1/audit/export.csv` with the table's search, sort and filters: the server streams up to
 * 100,000 rows and refuses more with a 422 whose sentence asks to narrow the filter.
 */
export const fetchAuditExport = ({ search, sort, filters }: AuditExportRequest) =>
  callForFile(auditRoutes.exportCsv, { query: { ...filters, search, sort } });

export function useAuditExport() {
  return useMutation({
    mutationFn: async (request: AuditExportRequest) => {
      const file = await fetchAuditExport(request);
      saveFile(file.blob, file.filename ?? 'activity-log.csv');
    },
  });
}
