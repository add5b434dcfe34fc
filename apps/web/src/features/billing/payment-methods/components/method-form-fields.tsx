import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import type { PaymentMethodKind } from '@portal/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodFormValues } from '../payment-method-form';

const KINDS: readonly { value: PaymentMethodKind; labelKey: string }[] = [
  { value: 'card', labelKey: 'billing.paymentMethods.dialog.card' },
  { value: 'sepa_debit', labelKey: 'billing.paymentMethods.dialog.sepa' },
];

/** Credit card or SEPA direct debit. */
export function MethodTypeChoice({ disabled, onChange }: { disabled: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<PaymentMethodFormValues>();
  const { field } = useController({ name: 'type', control });
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 1 }}>
      <FormLabel component="legend" id={labelId}>
        {t('billing.paymentMethods.dialog.type')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChange();
        }}
      >
        {KINDS.map((kind) => (
          <FormControlLabel
            key={kind.value}
            value={kind.value}
            control={<Radio />}
            label={t(kind.labelKey)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The default switch; on and locked for the first method (spec §4). */
export function DefaultSwitch({ forced, disabled }: { forced: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { control } = useFormContext<PaymentMethodFormValues>();
  const { field } = useController({ name: 'isDefault', control });
  return (
    <FormControl sx={{ mt: 1, display: 'block' }}>
      <FormControlLabel
        label={t('billing.paymentMethods.dialog.isDefault')}
        control={
          <Switch
            name={field.name}
            checked={forced || field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            disabled={forced || disabled}
            slotProps={{ input: { 'aria-describedby': forced ? hintId : undefined } }}
          />
        }
      />
      {forced ? (
        <FormHelperText id={hintId}>{t('billing.paymentMethods.dialog.firstIsDefault')}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
