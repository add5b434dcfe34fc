import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RegisterForm as RegisterFormValues } from '@portal/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../../components/form/form-text-field';
import { PasswordTextField } from '../../../../components/form/password-text-field';
import { PortalDialog } from '../../../../components/portal-dialog';
import { reportError } from '../../../../lib/errors/report-error';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { useRegister } from '../api/register';
import { AccountLanguageField } from './account-language-field';
import { TermsAcceptanceField } from './terms-acceptance-field';

const resolver = lazyResolver(() => import('../form-resolver').then((module) => module.registerResolver));

/** Every field the form shows, so each server field message lands under its own field. */
const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'password_confirmation',
  'language',
  'accept_terms',
] as const;

export interface Registered {
  message: string;
  email: string;
}

/**
 * The sign-up form: the fields `POST /v1/register` takes, the password rule of spec §5, the terms,
 * and always the enterprise plan (spec §4). A refusal keeps everything typed: field messages under
 * their fields, the rest (a rate limit, a lost connection) above the form.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver,
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password_confirmation: '',
      language: currentLanguage(),
      plan: 'enterprise',
      accept_terms: false,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      // The schema let through only a ticked box; the API takes `true` or nothing.
      const { message } = await register.mutateAsync({ ...values, plan: 'enterprise', accept_terms: true });
      onRegistered({ message, email: values.email });
    } catch (error) {
      const report = reportError(error, {
        form: { setError: form.setError, fields: FIELDS },
        snackbar: false,
        logAs: 'Registration failed',
      });
      if (report.kind === 'reported') setProblem(report.message || t('common.errors.unexpected'));
    }
  });

  return (
    <FormProvider {...form}>
      <PortalDialog
        open
        persistent
        maxWidth="sm"
        component="form"
        onSubmit={submit}
        title={t('register.title')}
        testId="register-dialog"
        actions={
          <>
            <Button component={RouterLink} to="/login">
              {t('register.toLogin')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('register.submit')}
            </Button>
          </>
        }
      >
        {problem ? (
          <Alert severity="error" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <FormTextField
            name="firstname"
            label={t('register.firstname')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField name="lastname" label={t('register.lastname')} autoComplete="family-name" />
        </Box>
        <FormTextField name="email" label={t('register.email')} type="email" autoComplete="email" />
        <PasswordTextField
          name="password"
          label={t('register.password')}
          autoComplete="new-password"
          helperText={t('register.passwordHint')}
        />
        <PasswordTextField
          name="password_confirmation"
          label={t('register.passwordConfirmation')}
          autoComplete="new-password"
        />
        <AccountLanguageField />
        <TermsAcceptanceField />
      </PortalDialog>
    </FormProvider>
  );
}
