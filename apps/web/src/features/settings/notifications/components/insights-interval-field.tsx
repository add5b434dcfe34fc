import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTIFICATION_INTERVALS } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/forms/field-error';
import type { NotificationFormValues } from '../notification-form-values';

/** How often the insights digest comes (spec §5: required while insights is on). */
export function InsightsIntervalField() {
  const { t } = useTranslation();
  const { control } = useFormContext<NotificationFormValues>();
  return (
    <Controller
      control={control}
      name="insights.status"
      render={({ field, fieldState }) => {
        const errorText = fieldErrorText(fieldState.error?.message, 'insights.status');
        return (
          <TextField
            select
            required
            margin="normal"
            sx={{ minWidth: 240, ml: 6.5, mt: 0, mb: 2 }}
            label={t('settings.notifications.interval.label')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText ?? t('settings.notifications.interval.hint')}
          >
            {NOTIFICATION_INTERVALS.map((interval) => (
              <MenuItem key={interval} value={interval}>
                {t(`settings.notifications.interval.${interval}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
