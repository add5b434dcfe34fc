import type { ClientRole, ClientRolePayload, RolePermission } from '@portal/contract';
import { ROLE_TITLE_MAX_LENGTH } from '@portal/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useSaveClientRole } from '../api/save-client-role';
import { PermissionCheckboxes } from './permission-checkboxes';

interface RoleFormValues {
  title: string;
  permissions: RolePermission[];
}

const resolver = lazyResolver(() =>
  import('../form-resolvers').then(
    (module) => module.roleResolver as unknown as Resolver<RoleFormValues, unknown, ClientRolePayload>,
  ),
);

interface RoleFormDialogProps {
  /** The role to edit, or null for a new one. */
  roleToEdit: ClientRole | null;
  onClose: () => void;
  /** Told the saved role before the dialog closes (the client form chooses a role created from it). */
  onSaved?: (role: ClientRole) => void;
}

/** Creates a role (no role given) or edits one: a title and the permissions it grants. */
export function RoleFormDialog({ roleToEdit: role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveClientRole();
  const form = useForm<RoleFormValues, unknown, ClientRolePayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: { title: role?.title ?? '', permissions: role?.permissions ?? [] },
  });
  const submit = async (body: ClientRolePayload) => {
    const saved = await save.mutateAsync({ id: role?.id ?? null, body });
    onSaved?.(saved);
    showSnackbar(t(role ? 'clients.roles.updated' : 'clients.roles.created'), { severity: 'success' });
    onClose();
  };
  return (
    <FormDialog
      form={form}
      title={t(role ? 'clients.roles.editTitle' : 'clients.roles.createTitle')}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      fields={['title', 'permissions']}
      testId="role-form-dialog"
    >
      <FormTextField
        name="title"
        label={t('clients.roles.name')}
        autoFocus
        required
        counter={ROLE_TITLE_MAX_LENGTH}
      />
      <PermissionCheckboxes />
    </FormDialog>
  );
}
