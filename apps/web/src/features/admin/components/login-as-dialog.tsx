import Typography from '@mui/material/Typography';
import type { AdminUserRow } from '@portal/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { useAllows } from '../../../lib/permissions/use-allows';
import { type LoginAsValues, useLoginAsUser } from '../api/login-as-user';
import { nameOf } from './login-as-button';

/** The reason's longest length (the contract's). */
const REASON_MAX = 255;

const resolver = lazyResolver(() =>
  import('../login-as-resolver').then(
    (module) => module.loginAsResolver as unknown as Resolver<LoginAsValues, unknown, LoginAsValues>,
  ),
);

interface LoginAsDialogProps {
  /** The user to sign in as (a table row or the user detail); none keeps the dialog closed. */
  user: Pick<AdminUserRow, 'id' | 'firstname' | 'lastname' | 'email'> | null;
  onClose: () => void;
}

/**
 * Asks why before login-as (decision 0063): the customer reads the reason in their activity log and
 * a mail. Read-only unless an Administrator turns on "allow changes" (Support has no such switch, so
 * the dialog does not mention one); it ends the staff member's own session (decision 0008) and lasts
 * an hour at most.
 */
export function LoginAsDialog({ user, onClose }: LoginAsDialogProps) {
  if (!user) return null;
  return <LoginAsForm user={user} onClose={onClose} />;
}

function LoginAsForm({
  user,
  onClose,
}: {
  user: NonNullable<LoginAsDialogProps['user']>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const loginAs = useLoginAsUser();
  const mayAllowChanges = useAllows('changeAsUser');
  const form = useForm<LoginAsValues, unknown, LoginAsValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { reason: '', allow_changes: false },
  });
  return (
    <FormDialog
      form={form}
      title={t('admin.users.loginAs.title')}
      maxWidth="sm"
      onSubmit={(values) => loginAs.mutateAsync({ id: user.id, ...values })}
      onClose={onClose}
      submitLabel={t('admin.users.loginAs.confirm')}
      fields={['reason', 'allow_changes']}
      // Spec §8 "Login-as failure": a snackbar with what the server answered.
      errors={{ snackbar: {} }}
      testId="login-as-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {/* Only those who may allow changes are told about the switch they have. */}
        {t(mayAllowChanges ? 'admin.users.loginAs.message' : 'admin.users.loginAs.messageReadOnly', {
          name: nameOf(user),
          email: user.email,
        })}
      </Typography>
      <FormTextField
        name="reason"
        label={t('admin.users.loginAs.reason')}
        helperText={t('admin.users.loginAs.reasonHint')}
        autoComplete="off"
        autoFocus
        required
        multiline
        minRows={2}
        counter={REASON_MAX}
      />
      {mayAllowChanges ? (
        <FormSwitch name="allow_changes" label={t('admin.users.loginAs.allowChanges')} />
      ) : null}
    </FormDialog>
  );
}
