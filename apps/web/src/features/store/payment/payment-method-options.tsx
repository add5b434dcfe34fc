import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentChoice } from './payment-choice';
import { SavedMethodLabel } from './saved-method-label';

export interface PaymentMethodOptionsProps {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  saved: { brand: string; last4: string | null } | null;
  /** Spec §5: paying by invoice only with yearly billing (and while no method was added). */
  invoiceAllowed: boolean;
  disabled?: boolean;
}

/** The ways to pay this purchase. */
export function PaymentMethodOptions({
  value,
  onChange,
  saved,
  invoiceAllowed,
  disabled = false,
}: PaymentMethodOptionsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const choices: PaymentChoice[] = [
    ...(saved ? (['saved'] as const) : []),
    'card',
    'sepa',
    ...(invoiceAllowed ? (['invoice'] as const) : []),
  ];
  return (
    <FormControl disabled={disabled} sx={{ mt: 1 }}>
      <FormLabel id={labelId}>{t('store.payment.method.label')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentChoice)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={
              choice === 'saved' && saved ? (
                <SavedMethodLabel saved={saved} />
              ) : (
                t(`store.payment.method.${choice}`)
              )
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
