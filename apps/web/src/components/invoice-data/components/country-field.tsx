import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@portal/contract';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms/field-error';
import type { BillingFormValues } from '../billing-form-values';
import { browserRegion, rankCountries } from '../country-ranking';

interface CountryFieldProps {
  countries: readonly Country[];
  loading: boolean;
  /** Spec §5: disabled while a VAT id is entered, which decides the country. */
  disabled: boolean;
}

/**
 * The billing country, searchable by its name in the UI language, the likeliest matches first (the
 * browser's country, EU countries); the form keeps the ISO code.
 */
export function CountryField({ countries, loading, disabled }: CountryFieldProps) {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<BillingFormValues>();
  const region = useMemo(() => browserRegion(), []);
  return (
    <Controller
      control={control}
      name="country"
      render={({ field, fieldState }) => {
        const selected = countries.find((country) => country.id === field.value) ?? null;
        const errorText = fieldErrorText(fieldState.error?.message, 'country');
        return (
          <Autocomplete
            options={countries}
            value={selected}
            loading={loading}
            disabled={disabled}
            getOptionLabel={(country) => country.name}
            filterOptions={(options, { inputValue }) => rankCountries(options, inputValue, region)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, country) => field.onChange(country?.id ?? '')}
            onBlur={field.onBlur}
            onFocus={() => fieldState.error && clearErrors('country')}
            loadingText={t('common.loading')}
            noOptionsText={t('billing.invoiceData.noCountry')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={t('billing.invoiceData.fields.country')}
                margin="normal"
                required
                error={Boolean(errorText)}
                helperText={
                  errorText ?? (disabled ? t('billing.invoiceData.hints.countryFromVatId') : undefined)
                }
                // The hint explains the disabled field, so it keeps a readable colour.
                slotProps={{ ...params.slotProps, formHelperText: { disabled: false } }}
              />
            )}
          />
        );
      }}
    />
  );
}
