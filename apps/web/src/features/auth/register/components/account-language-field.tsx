import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RegisterForm } from '@portal/contract';
import { LANGUAGES } from '@portal/contract/messages';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/forms/field-error';

/** The account's language: its mails (the confirmation first) and the portal after sign-in. */
export function AccountLanguageField() {
  const { t } = useTranslation();
  const { control } = useFormContext<RegisterForm>();
  return (
    <Controller
      control={control}
      name="language"
      render={({ field, fieldState }) => {
        const errorText = fieldErrorText(fieldState.error?.message, 'language');
        return (
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('register.language')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? 'en'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText ?? t('register.languageHint')}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {t(`shell.language.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
