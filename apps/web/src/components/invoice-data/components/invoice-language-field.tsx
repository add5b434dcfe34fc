import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms/field-error';
import type { BillingFormValues } from '../billing-form-values';

/** The language invoices and their mails are written in (spec §5: en, de or fr). */
export function InvoiceLanguageField() {
  const { t } = useTranslation();
  const { control } = useFormContext<BillingFormValues>();
  return (
    <Controller
      control={control}
      name="invoice_language"
      render={({ field, fieldState }) => {
        const errorText = fieldErrorText(fieldState.error?.message, 'invoice_language');
        return (
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('billing.invoiceData.fields.invoiceLanguage')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`billing.invoiceData.languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
