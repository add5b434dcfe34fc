import { NOTIFICATION_INTERVALS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field';

/** How often the insights digest comes (spec §5: required while insights is on). */
export function InsightsIntervalField() {
  const { t } = useTranslation();
  return (
    <FormSelectField
      name="insights.status"
      required
      sx={{ minWidth: 240, ml: 6.5, mt: 0, mb: 2 }}
      label={t('settings.notifications.interval.label')}
      helperText={t('settings.notifications.interval.hint')}
      options={NOTIFICATION_INTERVALS.map((interval) => ({
        value: interval,
        label: t(`settings.notifications.interval.${interval}`),
      }))}
    />
  );
}
