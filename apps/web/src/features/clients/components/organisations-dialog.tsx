import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../../components/portal-dialog';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useClientOrganisations } from '../api/get-client-organisations';
import { OrganisationNameForm } from './organisation-name-form';

/** The account's organisations: create (organisation create) and rename in place (organisation edit). */
export function OrganisationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mayCreate = useAllows('createClientOrganisations');
  const mayEdit = useAllows('editClientOrganisations');
  const organisations = useClientOrganisations(true);
  const [renaming, setRenaming] = useState<number | null>(null);
  const list = organisations.data ?? [];
  return (
    <PortalDialog
      open
      title={t('clients.organisations.title')}
      onClose={onClose}
      testId="organisations-dialog"
      actions={<Button onClick={onClose}>{t('clients.organisations.close')}</Button>}
    >
      {mayCreate ? <OrganisationNameForm organisation={null} /> : null}
      {organisations.isPending ? <LinearProgress aria-label={t('clients.organisations.loading')} /> : null}
      {organisations.isSuccess && list.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('clients.organisations.empty')}
        </Typography>
      ) : null}
      <List aria-label={t('clients.organisations.title')}>
        {list.map((organisation) =>
          renaming === organisation.id ? (
            <ListItem key={organisation.id} disableGutters>
              <OrganisationNameForm organisation={organisation} onDone={() => setRenaming(null)} />
            </ListItem>
          ) : (
            <ListItem
              key={organisation.id}
              disableGutters
              secondaryAction={
                mayEdit ? (
                  <IconButton
                    edge="end"
                    aria-label={t('clients.organisations.rename', { name: organisation.name })}
                    onClick={() => setRenaming(organisation.id)}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText primary={organisation.name} />
            </ListItem>
          ),
        )}
      </List>
    </PortalDialog>
  );
}
