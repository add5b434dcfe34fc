import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ForgotPasswordRequest } from '@portal/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { PortalDialog } from '../../../components/portal-dialog';
import { describeError } from '../../../lib/errors/describe-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useForgotPassword } from '../api/forgot-password';
import { AuthScreen } from '../components/auth-screen';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.forgotPasswordResolver),
);

/** `/forgot-password`: asks for a reset link and shows the server's answer. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    resolver,
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'noAnswer') return console.error('Forgot password failed', error);
      if (described.kind === 'handledGlobally') return;
      const { fieldErrors, message } = described;
      const unplaced = applyServerErrors(form.setError, fieldErrors, ['email']);
      if (Object.keys(fieldErrors).length === 0 || unplaced.length > 0) {
        showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.form });
      }
    }
  });
  const answer = forgot.data?.message;
  return (
    <AuthScreen>
      <FormProvider {...form}>
        <PortalDialog
          open
          persistent
          maxWidth="xs"
          component="form"
          onSubmit={submit}
          title={t('auth.forgotPassword.title')}
          testId="forgot-password-dialog"
          actions={
            <>
              <Button component={RouterLink} to="/login">
                {t('auth.forgotPassword.backToLogin')}
              </Button>
              {answer ? null : (
                <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                  {t('auth.forgotPassword.submit')}
                </Button>
              )}
            </>
          }
        >
          {answer ? (
            <Alert severity="success" role="status" data-testid="forgot-password-answer">
              {answer}
            </Alert>
          ) : (
            <>
              <Typography sx={{ color: 'text.secondary' }}>{t('auth.forgotPassword.intro')}</Typography>
              <FormTextField
                name="email"
                label={t('auth.forgotPassword.email')}
                type="email"
                autoComplete="email"
                autoFocus
              />
            </>
          )}
        </PortalDialog>
      </FormProvider>
    </AuthScreen>
  );
}
