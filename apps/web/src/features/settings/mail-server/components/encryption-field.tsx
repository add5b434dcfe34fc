import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { MAIL_SERVER_ENCRYPTIONS, type MailServerFormValues } from '@portal/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/forms/field-error';

/** SSL (TLS from the first byte) or TLS (STARTTLS); spec §3: SSL by default. */
export function EncryptionField() {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<MailServerFormValues>();
  const { field, fieldState } = useController({ name: 'encryption', control });
  const errorText = fieldErrorText(fieldState.error?.message, 'encryption');
  return (
    <FormControl component="fieldset" margin="normal" required error={Boolean(errorText)}>
      <FormLabel component="legend" id={labelId}>
        {t('settings.mailServer.fields.encryption')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {MAIL_SERVER_ENCRYPTIONS.map((encryption) => (
          <FormControlLabel
            key={encryption}
            value={encryption}
            control={<Radio />}
            label={t(`settings.mailServer.encryption.${encryption}`)}
          />
        ))}
      </RadioGroup>
      {errorText ? <FormHelperText>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
