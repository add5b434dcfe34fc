import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../form/form-text-field';
import type { BillingFormValues } from '../billing-form-values';
import { countryOfVatId } from '../country-of-vat-id';

/**
 * Company, the no-VAT-id switch and the VAT id (spec §5): the VAT id is required with a company
 * unless the switch is on, and disabled while it is. Typing a VAT id selects the country its first
 * two letters name.
 */
export function VatIdFields({ countryCodes }: { countryCodes: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { control, watch, setValue, clearErrors, getFieldState, formState } =
    useFormContext<BillingFormValues>();
  const [company, noVatId] = useWatch({ control, name: ['company', 'no_vat_id'] });
  const { isSubmitted } = formState;

  useEffect(() => {
    // Only the user's own typing moves the country: loading the saved data does not.
    const subscription = watch((values, { name, type }) => {
      if (name !== 'vatid' || type !== 'change') return;
      const code = countryOfVatId(values.vatid, countryCodes);
      if (!code || code === values.country) return;
      setValue('country', code, { shouldDirty: true, shouldValidate: isSubmitted });
      if (getFieldState('country').error) clearErrors('country');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, clearErrors, getFieldState, countryCodes, isSubmitted]);

  return (
    <>
      <FormTextField
        name="company"
        label={t('billing.invoiceData.fields.company')}
        autoComplete="organization"
      />
      <Controller
        control={control}
        name="no_vat_id"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            label={t('billing.invoiceData.fields.noVatId')}
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  // A disabled VAT id is not checked, so its old error must not linger.
                  if (event.target.checked) clearErrors('vatid');
                }}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <FormTextField
        name="vatid"
        label={t('billing.invoiceData.fields.vatId')}
        disabled={noVatId === true}
        required={Boolean(company?.trim()) && noVatId !== true}
        // A disabled field's hint would be greyed out below readable contrast, and has nothing to say.
        helperText={noVatId === true ? undefined : t('billing.invoiceData.hints.vatId')}
      />
    </>
  );
}
