import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Account, changesEmail, GENDERS, LANGUAGES, type ProfileUpdate } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { reportError } from '../../../lib/errors/report-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { chooseLanguage } from '../../../lib/i18n/i18n';
import { accountQueryKey } from '../../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { emailChangeQueryKey, useEmailChange } from '../api/get-email-change';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileFormContext } from './form-resolvers';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileClock } from './profile-clock';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  profileFormValuesOf,
  profileUpdateOf,
} from './profile-form-values';
import { ReauthenticationFields } from './reauthentication-fields';
import { timezoneOptions } from './timezones';

const resolver = lazyResolver(() => import('./form-resolvers').then((module) => module.profileResolver));

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * Spec §2 "Account settings", profile card: e-mail, gender, language and time zone with a clock in
 * that zone. A new e-mail address asks for the current password (and the two-factor code when that
 * is on) and waits for its confirmation link; the language switches the UI.
 */
export function ProfileCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useUpdateProfile();
  const emailChange = useEmailChange();
  const twoFactor = useTwoFactorStatus().data?.enabled ?? false;
  const form = useForm<ProfileFormValues, ProfileFormContext, ProfileUpdate>({
    resolver,
    context: { email: account.email, twoFactor },
    defaultValues: profileFormValuesOf(account),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const timezone = useWatch({ control: form.control, name: 'timezone' });
  const email = useWatch({ control: form.control, name: 'email' });
  const newAddress = changesEmail(account.email, email ?? '');
  // A code the server asked for stays in sight even if the status had not loaded.
  const withCode = twoFactor || form.formState.errors.code !== undefined;
  const zones = useMemo(() => timezoneOptions(new Date()), []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(profileUpdateOf(values, account.email));
      showSnackbar(answer.message, { severity: 'success', source: 'settings.profile' });
      // The address stays until the new one is confirmed; the rest is the new starting point.
      form.reset({ ...values, email: account.email, currentPassword: '', code: '' });
      if (values.language !== account.language) await chooseLanguage(values.language);
      queryClient.setQueryData(emailChangeQueryKey, { pending: answer.pending });
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    } catch (error) {
      reportError(error, {
        logAs: 'Saving the profile failed',
        form: { setError: form.setError, fields: PROFILE_FIELDS },
        source: 'settings.profile',
        snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
      });
    }
  });

  const pending = emailChange.data?.pending ?? null;
  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="profile-card-title">
          <Typography variant="h6" component="h2" id="profile-card-title">
            {t('settings.account.profile.title')}
          </Typography>
          <Box sx={grid}>
            <FormTextField
              name="email"
              type="email"
              label={t('settings.account.profile.fields.email')}
              autoComplete="email"
              helperText={t('settings.account.profile.hints.email')}
              required
            />
            <FormSelectField
              name="gender"
              label={t('settings.account.profile.fields.gender')}
              required
              options={GENDERS.map((gender) => ({
                value: gender,
                label: t(`settings.account.genders.${gender}`),
              }))}
            />
            <FormSelectField
              name="language"
              label={t('settings.account.profile.fields.language')}
              required
              options={LANGUAGES.map((language) => ({
                value: language,
                label: t(`settings.account.languages.${language}`),
              }))}
            />
            <FormSelectField
              name="timezone"
              label={t('settings.account.profile.fields.timezone')}
              options={zones.map((zone) => ({ value: zone.zone, label: zone.label }))}
            />
          </Box>
          {newAddress && (
            <Box sx={grid}>
              <ReauthenticationFields withCode={withCode} />
            </Box>
          )}
          <ProfileClock timezone={timezone || account.timezone} />
          {pending && <PendingEmailNotice pending={pending} />}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </FormProvider>
  );
}
