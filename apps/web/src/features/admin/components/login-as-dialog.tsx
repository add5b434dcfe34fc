import type { AdminUserRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useLoginAsUser } from '../api/login-as-user';
import { nameOf } from './login-as-button';

interface LoginAsDialogProps {
  /** The user to sign in as (a table row or the user detail); none keeps the dialog closed. */
  user: Pick<AdminUserRow, 'id' | 'firstname' | 'lastname' | 'email'> | null;
  onClose: () => void;
}

/** Asks before login-as: it ends the staff member's own session (decision 0008). */
export function LoginAsDialog({ user, onClose }: LoginAsDialogProps) {
  const { t } = useTranslation();
  const loginAs = useLoginAsUser();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('admin.users.loginAs.title')}
      message={user ? t('admin.users.loginAs.message', { name: nameOf(user), email: user.email }) : ''}
      confirmLabel={t('admin.users.loginAs.confirm')}
      onConfirm={async () => {
        if (user) await loginAs.mutateAsync(user.id);
      }}
      onClose={onClose}
      // Spec §8 "Login-as failure": a snackbar with what the server answered.
      errors={{ snackbar: {} }}
    />
  );
}
