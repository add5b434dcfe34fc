import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type Account,
  MAIL_SERVER_LIMITS,
  type MailServer,
  type MailServerFormValues,
  type MailServerTestResult,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { PasswordTextField } from '../../../../components/form/password-text-field';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { mailServerStatusQueryKey } from '../../../../lib/mail/mail-server-status';
import { accountQueryKey } from '../../../../lib/session/get-account';
import { dismissProblemsOf, SNACKBAR_DURATION, showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useSendTestMail } from '../../api/send-test-mail';
import { useUpdateMailServer } from '../../api/update-mail-server';
import { MAIL_SERVER_SOURCE, reactToMailServerError, unverifiedMessage } from '../mail-server-errors';
import { mailServerFormValuesOf } from '../mail-server-form-values';
import { EncryptionField } from './encryption-field';
import { MailServerStatusCard } from './mail-server-status-card';
import { TestOutcome } from './test-outcome';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * Spec §2 "Mail server settings": host, username, password, port and encryption with their counters
 * (spec §5). The stored password is never shown: the field says one is stored and, left empty, keeps
 * it. "Send test e-mail" tries the form as it is, saved or not, and says how it went. Saving checks
 * the server first; one that fails is saved only when the customer confirms (decision 0072).
 */
export function MailServerForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useUpdateMailServer();
  const test = useSendTestMail();
  const [result, setResult] = useState<MailServerTestResult | null>(null);
  // The check on save failed: its sentence, and the values to save should the customer confirm.
  const [unverified, setUnverified] = useState<{ message: string; values: MailServer } | null>(null);
  const stored = account.mail_server;
  const resolver = useMemo(
    () => lazyResolver(() => import('../form-resolvers').then((module) => module.mailServerResolver(stored))),
    [stored],
  );
  const form = useForm<MailServerFormValues, unknown, MailServer>({
    resolver,
    defaultValues: mailServerFormValuesOf(stored),
    // FormTextField clears a field's error when it gets focus (see the invoice data form).
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const busy = save.isPending || test.isPending;

  const saved = async () => {
    showSnackbar(t('settings.mailServer.saved'), {
      severity: 'success',
      duration: SNACKBAR_DURATION.default,
      source: MAIL_SERVER_SOURCE,
    });
    // The password is stored now: the field empties and says so.
    form.reset({ ...form.getValues(), password: '' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: mailServerStatusQueryKey }),
    ]);
  };

  const submit = form.handleSubmit(async (values) => {
    setUnverified(null);
    try {
      await save.mutateAsync(values);
      await saved();
    } catch (error) {
      const failedCheck = unverifiedMessage(error);
      if (failedCheck) {
        // Said in the form from now on: an earlier error snackbar is out of date.
        dismissProblemsOf(MAIL_SERVER_SOURCE);
        setUnverified({ message: failedCheck, values });
      } else reactToMailServerError(error, form.setError, 'Saving the mail server failed');
    }
  });

  // Saving what failed its check, because the customer said so (decision 0072).
  const saveAnyway = async () => {
    if (!unverified) return;
    await save.mutateAsync({ ...unverified.values, confirmed: true });
    setUnverified(null);
    await saved();
  };

  const sendTest = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      setResult(await test.mutateAsync(values));
      dismissProblemsOf(MAIL_SERVER_SOURCE);
    } catch (error) {
      reactToMailServerError(error, form.setError, 'The test e-mail could not be sent');
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('nav.pages.mailServer')}>
          <Typography variant="h6" component="h2">
            {t('settings.mailServer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.mailServer.intro')}
          </Typography>
          <Box sx={grid}>
            <FormTextField
              name="host"
              label={t('settings.mailServer.fields.host')}
              helperText={t('settings.mailServer.hints.host')}
              autoComplete="off"
              counter={MAIL_SERVER_LIMITS.host}
              required
            />
            <FormTextField
              name="username"
              label={t('settings.mailServer.fields.username')}
              // Not the portal's own sign-in: the browser must not fill it in here.
              autoComplete="off"
              counter={MAIL_SERVER_LIMITS.username}
              required
            />
            <PasswordTextField
              name="password"
              label={t('settings.mailServer.fields.password')}
              autoComplete="new-password"
              placeholder={stored ? '••••••••' : undefined}
              helperText={stored ? t('settings.mailServer.hints.passwordStored') : undefined}
              counter={MAIL_SERVER_LIMITS.password}
              required={!stored}
            />
            <FormTextField
              name="port"
              label={t('settings.mailServer.fields.port')}
              helperText={t('settings.mailServer.hints.port')}
              autoComplete="off"
              counter={String(MAIL_SERVER_LIMITS.port).length}
              required
            />
          </Box>
          <EncryptionField />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button
              type="button"
              variant="outlined"
              onClick={sendTest}
              disabled={busy}
              loading={test.isPending}
            >
              {t('settings.mailServer.actions.sendTest')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Box>
          {result ? <TestOutcome result={result} /> : null}
        </Box>
      </Paper>
      {stored ? <MailServerStatusCard /> : null}
      <ConfirmDialog
        open={unverified !== null}
        title={t('settings.mailServer.unverified.title')}
        message={unverified?.message}
        confirmLabel={t('settings.mailServer.unverified.saveAnyway')}
        cancelLabel={t('settings.mailServer.unverified.correct')}
        onConfirm={saveAnyway}
        onClose={() => setUnverified(null)}
        testId="mail-server-unverified"
      />
    </FormProvider>
  );
}
