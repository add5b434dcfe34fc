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
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { useResetPassword } from '../api/reset-password';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.resetPasswordResolver),
);

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** New password and confirmation; on success the login page shows the server's message. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
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
      if (!isHttpError(error)) return console.error('Password reset failed', error);
      // `invalid_token` reports on `token`, which has no field here: show it above the form.
      const unplaced = applyServerErrors(form.setError, error.body.errors, FIELDS);
      setProblem(unplaced[0] ?? (error.body.errors ? null : error.body.message));
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
        title={t('auth.resetPassword.title')}
        testId="reset-password-dialog"
        actions={
          <>
            <Button component={RouterLink} to="/login">
              {t('auth.forgotPassword.backToLogin')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('auth.resetPassword.submit')}
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
