import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { encodeSort } from '@portal/contract/table-params';
import { useTranslation } from 'react-i18next';
import type { DataTableToolbar } from '../../../components/data-table/data-table';
import { isHttpError } from '../../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useAuditExport } from '../api/export-audit-log';

/**
 * Downloads the rows the filters select as CSV (the server's order and limit: up to 100,000 rows).
 * A refusal (too many rows) shows the server's sentence asking to narrow the filter.
 */
export function ExportButton({ toolbar }: { toolbar: DataTableToolbar }) {
  const { t } = useTranslation();
  const download = useAuditExport();
  const start = () =>
    download.mutate(
      {
        search: toolbar.search || undefined,
        sort: toolbar.sort.map(encodeSort),
        filters: toolbar.filters,
      },
      {
        onError: (error) => {
          if (isHttpError(error) && error.handledGlobally) return;
          const text = isHttpError(error) && error.statusCode < 500 ? error.body.message : '';
          showSnackbar(text || t('activity.export.failed'), {
            severity: 'error',
            duration: SNACKBAR_DURATION.form,
          });
        },
      },
    );
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={start}
      loading={download.isPending}
      loadingPosition="start"
      sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {download.isPending ? t('activity.export.running') : t('activity.export.button')}
    </Button>
  );
}
