import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@portal/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PayInvoiceFormValues } from '../pay-invoice-form';

/** "Saved card: Visa •••• 4242" or "Another card"; only the latter without a saved card. */
export function PayWithChoice({
  saved,
  disabled,
  onChange,
}: {
  saved: PaymentMethod | null;
  disabled: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<PayInvoiceFormValues>();
  const { field } = useController({ name: 'payWith', control });
  const brand = saved?.brand ? saved.brand.charAt(0).toUpperCase() + saved.brand.slice(1) : '';
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 1 }}>
      <FormLabel component="legend" id={labelId}>
        {t('billing.invoices.pay.payWith')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChange();
        }}
      >
        {saved ? (
          <FormControlLabel
            value="saved"
            control={<Radio />}
            label={t('billing.invoices.pay.savedCard', { brand, last4: saved.last4 })}
          />
        ) : null}
        <FormControlLabel value="card" control={<Radio />} label={t('billing.invoices.pay.otherCard')} />
      </RadioGroup>
    </FormControl>
  );
}
