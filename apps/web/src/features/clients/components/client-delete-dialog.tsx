import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Client, ClientDelete, ClientDeletionCounts } from '@portal/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PasswordTextField } from '../../../components/form/password-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDeleteClient } from '../api/delete-client';
import { useDeletionCounts } from '../api/get-deletion-counts';
import { CLIENTS_SOURCE, showClientError } from '../client-errors';
import { spelledResolver } from '../spelled-resolver';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) =>
    spelledResolver(module.clientDeleteResolver as unknown as Resolver<ClientDelete, unknown, ClientDelete>, {
      'validation.required': 'clients.delete.passwordRequired',
    }),
  ),
);

/** A kind of data in words where the portal knows it (`data_export`), else as the server names it. */
function useModelName() {
  const { t } = useTranslation();
  return (model: string) => t(`clients.delete.models.${model}`, { defaultValue: model });
}

function DeletionCounts({ counts }: { counts: ClientDeletionCounts }) {
  const { t, i18n } = useTranslation();
  const nameOf = useModelName();
  const present = counts.filter((entry) => entry.count > 0);
  if (present.length === 0)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('clients.delete.nothingElse')}
      </Typography>
    );
  return (
    <>
      <List dense aria-label={t('clients.delete.countsLabel')} data-testid="client-deletion-counts">
        {present.map((entry) => (
          <ListItem key={entry.model} disableGutters>
            <ListItemText primary={nameOf(entry.model)} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {entry.count.toLocaleString(i18n.language)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2">{t('clients.delete.dependents')}</Typography>
    </>
  );
}

interface ClientDeleteDialogProps {
  client: Client;
  onClose: () => void;
}

/**
 * Spec §2 "Client delete dialog" (500 px): what goes with the user, then the caller's password.
 * Delete waits while the counts load and while deleting; a wrong password shows the server's message
 * (or 'Password is incorrect') and keeps the dialog and the password (spec §8).
 */
export function ClientDeleteDialog({ client, onClose }: ClientDeleteDialogProps) {
  const { t } = useTranslation();
  const counts = useDeletionCounts(client.id);
  const deletion = useDeleteClient();
  const form = useForm<ClientDelete, unknown, ClientDelete>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const name = `${client.firstname} ${client.lastname}`.trim() || client.email;

  const submit = async ({ password }: ClientDelete) => {
    try {
      await deletion.mutateAsync({ id: client.id, password });
    } catch (error) {
      showClientError(error, 'clients.delete.wrongPassword');
      return;
    }
    showSnackbar(t('clients.delete.deleted', { name }), { severity: 'success', source: CLIENTS_SOURCE });
    onClose();
  };

  let content: React.ReactNode;
  if (counts.isPending)
    content = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography variant="body2">{t('clients.delete.loading')}</Typography>
      </Stack>
    );
  else if (counts.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
            {t('clients.delete.retry')}
          </Button>
        }
      >
        {t('clients.delete.countsFailed')}
      </Alert>
    );
  else
    content = (
      <>
        <Alert severity="warning">{t('clients.delete.warning', { name })}</Alert>
        <DeletionCounts counts={counts.data} />
      </>
    );

  return (
    <FormDialog
      form={form}
      title={t('clients.delete.title')}
      widthPx={500}
      destructive
      submitLabel={t('clients.delete.submit')}
      submitDisabled={!counts.isSuccess}
      onSubmit={submit}
      onClose={onClose}
      testId="client-delete-dialog"
    >
      {content}
      <PasswordTextField
        name="password"
        label={t('clients.delete.password')}
        autoComplete="current-password"
        required
      />
    </FormDialog>
  );
}
