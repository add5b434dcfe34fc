import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PasswordUpdate } from '@portal/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordTextField } from '../../../components/form/password-text-field';
import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useUpdatePassword } from '../api/update-password';
import { EMPTY_PASSWORD_FORM, PASSWORD_FIELDS, type PasswordFormValues } from './password-form-values';

const resolver = lazyResolver(() => import('./form-resolvers').then((module) => module.passwordResolver));

/**
 * Spec §2 "Account settings", password card (rules of spec §5 "Password"). A wrong current password
 * shows its text on that field and as a snackbar (spec §8); on success every other sign-in ends.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const save = useUpdatePassword();
  const form = useForm<PasswordFormValues, unknown, PasswordUpdate>({
    resolver,
    defaultValues: EMPTY_PASSWORD_FORM,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      showSnackbar(answer.message, { severity: 'success', source: 'settings.password' });
      form.reset(EMPTY_PASSWORD_FORM);
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'answer' && described.status === 'wrong_password') {
        form.setError('old_password', { type: 'server', message: described.message });
        showSnackbar(described.message, {
          severity: 'error',
          duration: SNACKBAR_DURATION.form,
          source: 'settings.password',
        });
        return;
      }
      reportError(error, {
        logAs: 'Changing the password failed',
        form: { setError: form.setError, fields: PASSWORD_FIELDS },
        source: 'settings.password',
        snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
      });
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="password-card-title">
          <Typography variant="h6" component="h2" id="password-card-title">
            {t('settings.account.password.title')}
          </Typography>
          <PasswordTextField
            name="old_password"
            label={t('settings.account.password.fields.old')}
            autoComplete="current-password"
            required
          />
          <PasswordTextField
            name="new_password"
            label={t('settings.account.password.fields.new')}
            autoComplete="new-password"
            helperText={t('settings.account.password.hint')}
            required
          />
          <PasswordTextField
            name="new_password_confirmation"
            label={t('settings.account.password.fields.confirmation')}
            autoComplete="new-password"
            required
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('settings.account.password.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </FormProvider>
  );
}
