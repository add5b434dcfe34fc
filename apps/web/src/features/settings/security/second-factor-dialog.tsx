import Typography from '@mui/material/Typography';
import type { PasswordAndSecondFactor } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordTextField } from '../../../components/form/password-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then((module) => module.passwordAndSecondFactorResolver),
);

/**
 * Asks for the password and a code of the app (or a recovery code) before turning two-factor
 * sign-in off or renewing the recovery codes. A wrong one shows under its field.
 */
export function SecondFactorDialog({
  title,
  intro,
  submitLabel,
  destructive = false,
  testId,
  onConfirm,
  onClose,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  destructive?: boolean;
  testId: string;
  onConfirm: (values: PasswordAndSecondFactor) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<PasswordAndSecondFactor>({ resolver, defaultValues: { password: '', code: '' } });
  return (
    <FormDialog
      form={form}
      title={title}
      testId={testId}
      submitLabel={submitLabel}
      destructive={destructive}
      fields={['password', 'code']}
      onClose={onClose}
      onSubmit={onConfirm}
    >
      <Typography>{intro}</Typography>
      <PasswordTextField
        name="password"
        label={t('settings.security.twoFactor.fields.password')}
        autoComplete="current-password"
        autoFocus
        required
      />
      <FormTextField
        name="code"
        label={t('settings.security.twoFactor.fields.code')}
        helperText={t('settings.security.twoFactor.fields.codeHint')}
        autoComplete="one-time-code"
        required
      />
    </FormDialog>
  );
}
