import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CLIENT_TABLE_ALL, type Client, clientsTable } from '@portal/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { DataTable, type DataTableToolbar } from '../../../components/data-table/data-table';
import { useAllows } from '../../../lib/permissions/use-allows';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useClientAuditInformation } from '../api/get-audit-information';
import { clientsQueryOptions } from '../api/get-clients';
import { useResendWelcome } from '../api/resend-welcome';
import { CLIENTS_SOURCE, showClientError } from '../client-errors';
import { type ClientAudit, ClientAuditContext } from '../components/audit-history-button';
import { useClientColumns } from '../components/client-columns';
import { ClientDeleteDialog } from '../components/client-delete-dialog';
import { ClientFormDialog } from '../components/client-form-dialog';
import { ClientRowContext, type ClientRowHandlers } from '../components/client-row-actions';
import { OrganisationsDialog } from '../components/organisations-dialog';
import { RolesDialog } from '../components/roles-dialog';

const clientId = (client: Client) => String(client.id);

type OpenDialog =
  | { kind: 'form'; client: Client | null }
  | { kind: 'delete'; client: Client }
  | { kind: 'organisations' }
  | { kind: 'roles' }
  | null;

/** An empty page: nothing matches the search, or no users yet (with a create button for who may). */
function EmptyClients({ toolbar, onCreate }: { toolbar: DataTableToolbar; onCreate: (() => void) | null }) {
  const { t } = useTranslation();
  if (toolbar.search) return <Typography variant="body2">{t('clients.table.noMatch')}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{t('clients.table.empty')}</Typography>
      {onCreate ? (
        <Button size="small" variant="outlined" startIcon={<Add />} onClick={onCreate}>
          {t('clients.table.createFirst')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The page's audit information: one request for the ids of the page the table shows. */
function useVisibleAudit(enabled: boolean) {
  const [ids, setIds] = useState<readonly number[]>([]);
  const follow = useCallback((rows: readonly Client[]) => {
    const next = rows.map((client) => client.id);
    setIds((previous) =>
      previous.length === next.length && previous.every((id, at) => id === next[at]) ? previous : next,
    );
  }, []);
  return { follow, information: useClientAuditInformation(ids, enabled) };
}

function UserManagement() {
  const { t } = useTranslation();
  const mayCreate = useAllows('createClients');
  const mayEdit = useAllows('editClients');
  const mayDelete = useAllows('deleteClients');
  const mayViewOrganisations = useAllows('viewClientOrganisations');
  const mayViewRoles = useAllows('viewClientRoles');
  // The activity log's own guard: the icon never leads to Access Denied.
  const mayReadActivity = useAllows('viewActivityLog');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const resend = useResendWelcome();
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());
  const audit = useVisibleAudit(mayReadActivity);

  const onResend = useCallback(
    async (client: Client) => {
      setResending((ids) => new Set(ids).add(client.id));
      try {
        const answer = await resend.mutateAsync(client.id);
        showSnackbar(answer.message || t('clients.welcome.sent'), {
          severity: 'success',
          source: CLIENTS_SOURCE,
        });
      } catch (error) {
        showClientError(error);
      } finally {
        setResending((ids) => {
          const next = new Set(ids);
          next.delete(client.id);
          return next;
        });
      }
    },
    [resend.mutateAsync, t],
  );

  const handlers = useMemo<ClientRowHandlers>(
    () => ({
      mayEdit,
      mayDelete,
      mayResend: mayCreate,
      mayReadActivity,
      onEdit: (client) => setDialog({ kind: 'form', client }),
      onDelete: (client) => setDialog({ kind: 'delete', client }),
      onResend: (client) => void onResend(client),
      resending,
    }),
    [mayEdit, mayDelete, mayCreate, mayReadActivity, onResend, resending],
  );
  const auditInformation = useMemo<ClientAudit>(
    () => ({ information: audit.information.data, loading: audit.information.isFetching }),
    [audit.information.data, audit.information.isFetching],
  );
  const columns = useClientColumns();
  const openCreate = mayCreate ? () => setDialog({ kind: 'form', client: null }) : null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ClientRowContext value={handlers}>
        <ClientAuditContext value={auditInformation}>
          <DataTable
            tableId="clients.users"
            definition={clientsTable}
            columns={columns}
            query={clientsQueryOptions}
            onRows={audit.follow}
            getRowId={clientId}
            label={t('clients.table.label')}
            searchLabel={t('clients.table.search')}
            pageSizeLabel={(size) => (size === CLIENT_TABLE_ALL ? t('clients.table.all') : undefined)}
            onRowClick={mayEdit ? (client) => setDialog({ kind: 'form', client }) : undefined}
            rowTestId="client-row"
            renderEmpty={(toolbar) => <EmptyClients toolbar={toolbar} onCreate={openCreate} />}
            toolbar={() => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
                {mayViewOrganisations ? (
                  <Button variant="outlined" onClick={() => setDialog({ kind: 'organisations' })}>
                    {t('clients.organisations.open')}
                  </Button>
                ) : null}
                {mayViewRoles ? (
                  <Button variant="outlined" onClick={() => setDialog({ kind: 'roles' })}>
                    {t('clients.roles.open')}
                  </Button>
                ) : null}
                {openCreate ? (
                  <Tooltip title={t('clients.table.create')}>
                    <Fab
                      color="primary"
                      size="medium"
                      aria-label={t('clients.table.create')}
                      onClick={openCreate}
                      sx={{ ml: 'auto !important', flexShrink: 0 }}
                    >
                      <Add />
                    </Fab>
                  </Tooltip>
                ) : null}
              </Stack>
            )}
          />
        </ClientAuditContext>
      </ClientRowContext>
      {dialog?.kind === 'form' ? (
        <ClientFormDialog client={dialog.client} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ClientDeleteDialog client={dialog.client} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'organisations' ? <OrganisationsDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'roles' ? <RolesDialog onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}

/**
 * `/management/users` (spec §2 "User management (clients)"): the account's sub-users, searched,
 * sorted and paged on the server, with their organisations and roles; each control only for who may
 * use it (spec §6).
 */
export function UserManagementPage() {
  return (
    <AreaTexts area="clients" also="mail">
      <UserManagement />
    </AreaTexts>
  );
}
