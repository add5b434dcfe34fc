import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AuditLogEntry, auditLogTable } from '@portal/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { DataTable, type DataTableToolbar } from '../../../components/data-table/data-table';
import { PageLoader } from '../../../components/page-loader';
import { useMayOpen } from '../../../lib/permissions/may-open';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { linkToFilters } from '../activity-url';
import { auditLogQueryOptions } from '../api/get-audit-log';
import { ActivityFilters, isFiltered } from '../components/activity-filters';
import { useAuditColumns } from '../components/audit-columns';
import { EntryDetails, hasDetails } from '../components/entry-details';

const entryKey = (entry: AuditLogEntry) => entry.key;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An empty page: nothing matches the filters (with a reset), or there is no activity at all. */
function EmptyActivity({ toolbar }: { toolbar: DataTableToolbar }) {
  const { t } = useTranslation();
  if (!isFiltered(toolbar)) return <Typography variant="body2">{t('activity.emptyAll')}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{t('activity.empty')}</Typography>
      <Button size="small" variant="outlined" onClick={toolbar.reset}>
        {t('activity.filters.reset')}
      </Button>
    </Stack>
  );
}

function ActivityLog({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t } = useTranslation();
  const staff = useAllows('isAdmin');
  // Spec §6: the link to an editor's admin page needs viewUsers; the page's own guard must open too.
  const mayViewUsers = useAllows('viewUsers');
  const mayOpenUser = useMayOpen('/admin/users/1');
  const linkToUsers = mayViewUsers && mayOpenUser;
  const columns = useAuditColumns({ timeZone, staff, linkToUsers });
  // Staff expand every row (values and meta); a customer the rows with values they may read.
  const rowCanExpand = useMemo(() => (staff ? undefined : hasDetails), [staff]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t(staff ? 'activity.introStaff' : 'activity.intro', { timeZone })}
      </Typography>
      <DataTable
        tableId="audit.activity"
        paging="cursor"
        pageSizeUser={userId}
        definition={auditLogTable}
        columns={columns}
        query={auditLogQueryOptions}
        getRowId={entryKey}
        label={t('activity.table')}
        searchLabel={t('activity.search')}
        rowTestId="activity-row"
        renderExpanded={(entry) => <EntryDetails entry={entry} staff={staff} />}
        rowCanExpand={rowCanExpand}
        renderEmpty={(toolbar) => <EmptyActivity toolbar={toolbar} />}
        toolbar={(toolbar) => <ActivityFilters toolbar={toolbar} timeZone={timeZone} staff={staff} />}
      />
    </Paper>
  );
}

/** Opened from another screen's audit link (`?type=…&id=…`): the link becomes the log's filters first. */
function ActivityContent() {
  const [params, setParams] = useSearchParams();
  const converted = useMemo(() => linkToFilters(params), [params]);
  useEffect(() => {
    if (converted) setParams(converted, { replace: true });
  }, [converted, setParams]);
  const { data: account } = useAccount();
  if (converted || !account) return <PageLoader />;
  return <ActivityLog userId={account.id} timeZone={account.timezone || browserTimeZone()} />;
}

/**
 * `/security/activities` (spec §2 "Audit log table"): every change the user may read — who made it
 * and when — filtered, sorted and paged on the server, newest first; staff read everything.
 */
export function ActivityLogPage() {
  return (
    <AreaTexts area="activity">
      <ActivityContent />
    </AreaTexts>
  );
}
