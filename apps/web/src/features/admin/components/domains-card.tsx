import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { type Domain, domainTable } from '@portal/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { DataTable } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDeleteDomain } from '../api/delete-domain';
import { domainsQueryOptions } from '../api/get-domains';
import { useDomainColumns } from './domain-columns';
import { DomainFormDialog } from './domain-form-dialog';

const domainId = (domain: Domain) => String(domain.id);

/** Which dialog is open: adding (null domain) or editing one, or removing one. */
type Open = { dialog: 'form'; domain: Domain | null } | { dialog: 'remove'; domain: Domain } | null;

function DomainsContent({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const removal = useDeleteDomain();
  const onEdit = useCallback((domain: Domain) => setOpen({ dialog: 'form', domain }), []);
  const onRemove = useCallback((domain: Domain) => setOpen({ dialog: 'remove', domain }), []);
  const columns = useDomainColumns({ onEdit, onRemove });
  const query = useMemo(() => domainsQueryOptions(userId), [userId]);
  const close = () => setOpen(null);

  return (
    <Card variant="outlined" data-testid="domains-card">
      <CardHeader
        title={t('domains.card.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button startIcon={<AddOutlined />} onClick={() => setOpen({ dialog: 'form', domain: null })}>
            {t('domains.card.add')}
          </Button>
        }
      />
      <CardContent>
        <DataTable
          tableId="admin.user-domains"
          definition={domainTable}
          columns={columns}
          query={query}
          getRowId={domainId}
          label={t('domains.card.label')}
          searchLabel={t('domains.card.search')}
          emptyText={t('domains.card.empty')}
          rowTestId="domain-row"
        />
      </CardContent>
      {open?.dialog === 'form' ? (
        <DomainFormDialog userId={userId} domain={open.domain} onClose={close} />
      ) : null}
      {open?.dialog === 'remove' ? (
        <ConfirmDialog
          title={t('domains.remove.title')}
          message={t('domains.remove.message', { title: open.domain.title })}
          confirmLabel={t('domains.remove.confirm')}
          destructive
          onConfirm={async () => {
            await removal.mutateAsync({ id: open.domain.id, userId });
            showSnackbar(t('domains.removed', { title: open.domain.title }), { severity: 'success' });
            close();
          }}
          onClose={close}
          testId="domain-remove-dialog"
        />
      ) : null}
    </Card>
  );
}

/**
 * The user detail's Domains card (spec §2 "Admin user detail", §9: 5 rows of 5/10/20/100): the
 * user's domains, searched and sorted on the server, with add, edit and remove. Staff with "edit
 * users" only, as the /v1/domain calls.
 */
export function DomainsCard({ userId }: { userId: number }) {
  return (
    <AreaTexts area="domains">
      <DomainsContent userId={userId} />
    </AreaTexts>
  );
}
