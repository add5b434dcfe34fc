import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../../../lib/forms/field-error';
import type { NotificationFormValues } from '../notification-form-values';

type SwitchField = 'insights.active' | 'invoice.active' | 'system.active' | 'partner.active';

export interface NotificationSwitchProps {
  name: SwitchField;
  label: string;
  /** What the type's mails are, and anything the user should know before switching. */
  description: string;
  disabled?: boolean;
}

/** One notification type's switch with its explanation and its error, if the server named one. */
export function NotificationSwitch({ name, label, description, disabled }: NotificationSwitchProps) {
  const { control } = useFormContext<NotificationFormValues>();
  const descriptionId = `${name.replace('.', '-')}-description`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldErrorText(fieldState.error?.message, name);
        return (
          <>
            <FormControlLabel
              label={label}
              disabled={disabled}
              control={
                <Switch
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { 'aria-describedby': descriptionId, ref: field.ref } }}
                />
              }
            />
            <FormHelperText id={descriptionId} error={Boolean(errorText)} sx={{ mt: 0, mb: 2, ml: 6.5 }}>
              {errorText ?? description}
            </FormHelperText>
          </>
        );
      }}
    />
  );
}
