import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NotificationSettings, NotificationSettingsUpdate } from '@portal/contract';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/format/format-day';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { SNACKBAR_DURATION, showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useUpdateNotificationSettings } from '../../api/update-notification-settings';
import { type NotificationFormValues, notificationFormValuesOf } from '../notification-form-values';
import { NOTIFICATION_SAVE_SOURCE, reactToNotificationSaveError } from '../notification-save-errors';
import { InsightsIntervalField } from './insights-interval-field';
import { NotificationSwitch } from './notification-switch';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.notificationSettingsResolver),
);

export interface NotificationsFormProps {
  settings: NotificationSettings;
}

/** Spec §2 "Notification settings": one card with the four switches and the insights interval. */
export function NotificationsForm({ settings }: NotificationsFormProps) {
  const { t } = useTranslation();
  const save = useUpdateNotificationSettings();
  const form = useForm<NotificationFormValues, unknown, NotificationSettingsUpdate>({
    resolver,
    defaultValues: notificationFormValuesOf(settings),
    reValidateMode: 'onSubmit',
  });
  const [insightsActive, partnerActive] = useWatch({
    control: form.control,
    name: ['insights.active', 'partner.active'],
  });
  const consentedAt = settings.partner.active ? settings.partner.consented_at : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showSnackbar(t('settings.notifications.saved'), {
        severity: 'success',
        duration: SNACKBAR_DURATION.default,
        source: NOTIFICATION_SAVE_SOURCE,
      });
      form.reset(values);
    } catch (error) {
      // What the user chose stays in the form.
      reactToNotificationSaveError(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('nav.pages.notifications')}>
          <Typography variant="h6" component="h2">
            {t('settings.notifications.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('settings.notifications.intro')}
          </Typography>
          <NotificationSwitch
            name="insights.active"
            label={t('settings.notifications.insights.label')}
            description={t('settings.notifications.insights.description')}
          />
          {insightsActive ? <InsightsIntervalField /> : null}
          <NotificationSwitch
            name="invoice.active"
            label={t('settings.notifications.invoice.label')}
            description={
              settings.invoice.editable
                ? t('settings.notifications.invoice.description')
                : t('settings.notifications.invoice.ownerDecides')
            }
            disabled={!settings.invoice.editable}
          />
          <NotificationSwitch
            name="system.active"
            label={t('settings.notifications.system.label')}
            description={t('settings.notifications.system.description')}
            disabled
          />
          <NotificationSwitch
            name="partner.active"
            label={t('settings.notifications.partner.label')}
            description={
              partnerActive && consentedAt
                ? t('settings.notifications.partner.consentedOn', { date: formatDay(consentedAt) })
                : t('settings.notifications.partner.description')
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </FormProvider>
  );
}
