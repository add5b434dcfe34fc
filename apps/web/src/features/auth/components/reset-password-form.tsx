import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ResetPasswordRequest } from '@portal/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordTextField } from '../../../components/form/password-text-field';
import { PortalDialog } from '../../../components/portal-dialog';
import { describeError } from '../../../lib/errors/describe-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { useResetPassword } from '../api/reset-password';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.resetPasswordResolver),
);

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * New password and confirmation; on success the login page shows the server's message. `welcome`:
 * a new sub-user sets their first password (the welcome mail's link).
 */
export function ResetPasswordForm({
  token,
  email,
  welcome = false,
}: {
  token: string;
  email: string;
  welcome?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ResetPasswordRequest>({
    resolver,
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { message } = await reset.mutateAsync(values);
      navigate('/login', { replace: true, state: { notice: message, email: values.email } });
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'noAnswer') return console.error('Password reset failed', error);
      if (described.kind === 'handledGlobally') return;
      const { fieldErrors, message } = described;
      // `invalid_token` reports on `token`, which has no field here: show it above the form.
      const unplaced = applyServerErrors(form.setError, fieldErrors, FIELDS);
      setProblem(unplaced[0] ?? (Object.keys(fieldErrors).length > 0 ? null : message));
    }
  });
  return (
    <FormProvider {...form}>
      <PortalDialog
        open
        persistent
        maxWidth="xs"
        component="form"
        onSubmit={submit}
        title={t(welcome ? 'auth.resetPassword.welcomeTitle' : 'auth.resetPassword.title')}
        testId="reset-password-dialog"
        actions={
          <>
            <Button component={RouterLink} to="/login">
              {t('auth.forgotPassword.backToLogin')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t(welcome ? 'auth.resetPassword.welcomeSubmit' : 'auth.resetPassword.submit')}
            </Button>
          </>
        }
      >
        {problem ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}{' '}
            <Link component={RouterLink} to="/forgot-password" color="inherit">
              {t('auth.resetPassword.requestNew')}
            </Link>
          </Alert>
        ) : null}
        <FormTextField
          name="email"
          label={t('auth.resetPassword.email')}
          type="email"
          autoComplete="username"
        />
        <PasswordTextField
          name="password"
          label={t('auth.resetPassword.password')}
          autoComplete="new-password"
          helperText={t('auth.resetPassword.hint')}
          autoFocus
        />
        <PasswordTextField
          name="password_confirmation"
          label={t('auth.resetPassword.passwordConfirmation')}
          autoComplete="new-password"
        />
      </PortalDialog>
    </FormProvider>
  );
}
