import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ClientRole } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../../components/portal-dialog';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useClientRoles } from '../api/get-client-roles';
import { roleTitle } from '../role-title';
import { permissionKey } from './permission-checkboxes';
import { RoleFormDialog } from './role-form-dialog';

/** The account's roles with what each grants; create (role create) and edit (role edit). */
export function RolesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mayCreate = useAllows('createClientRoles');
  const mayEdit = useAllows('editClientRoles');
  const roles = useClientRoles(true);
  // undefined: no role form; null: a new role.
  const [editing, setEditing] = useState<ClientRole | null | undefined>(undefined);
  const list = roles.data ?? [];
  return (
    <>
      <PortalDialog
        open
        title={t('clients.roles.title')}
        onClose={onClose}
        testId="roles-dialog"
        actions={
          <>
            {mayCreate ? (
              <Button startIcon={<Add />} onClick={() => setEditing(null)}>
                {t('clients.roles.add')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t('clients.roles.close')}</Button>
          </>
        }
      >
        {roles.isPending ? <LinearProgress aria-label={t('clients.roles.loading')} /> : null}
        {roles.isSuccess && list.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('clients.roles.empty')}
          </Typography>
        ) : null}
        <List aria-label={t('clients.roles.title')}>
          {list.map((role) => (
            <ListItem
              key={role.id}
              disableGutters
              secondaryAction={
                // A built-in role (the Accountant) is the portal's: given like the others, never edited.
                mayEdit && !role.built_in ? (
                  <IconButton
                    edge="end"
                    aria-label={t('clients.roles.edit', { title: role.title })}
                    onClick={() => setEditing(role)}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={roleTitle(t, role)}
                secondary={role.permissions.map((permission) => t(permissionKey(permission))).join(', ')}
              />
            </ListItem>
          ))}
        </List>
      </PortalDialog>
      {editing !== undefined ? (
        <RoleFormDialog roleToEdit={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
