import CreditCardIcon from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInputProps } from '../payments';
import { useLatest } from '../use-latest';
import {
  brandOf,
  type CardProblem,
  cvcLengthOf,
  cvcProblem,
  digitsOf,
  expiryProblem,
  formatExpiry,
  formatNumber,
  limitNumber,
  numberComplete,
  numberProblem,
} from './card-rules';
import { SandboxField } from './sandbox-field';
import type { CardValues, SandboxCardHandle } from './sandbox-handles';

type Field = keyof CardValues;

/** Card number (brand shown), expiry and CVC, checked as Stripe's card element checks them. */
export function SandboxCardInput({ onChange, onReady, disabled, label }: PaymentInputProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  // A field's unfinished value counts as a problem only once the customer has left it.
  const [left, setLeft] = useState<Record<Field, boolean>>({ number: false, expiry: false, cvc: false });
  const current = useLatest(values);
  const latestOnChange = useLatest(onChange);
  const latestOnReady = useLatest(onReady);

  useEffect(() => {
    const handle: SandboxCardHandle = { kind: 'card', gateway: 'sandbox', read: () => current.current };
    latestOnReady.current(handle);
    return () => latestOnReady.current(null);
  }, [latestOnReady, current]);

  const now = new Date();
  const problems: Record<Field, CardProblem | null> = {
    number: numberProblem(values.number, left.number),
    expiry: expiryProblem(values.expiry, left.expiry, now),
    cvc: cvcProblem(values.cvc, values.number, left.cvc),
  };
  const complete =
    numberComplete(values.number) &&
    digitsOf(values.expiry).length === 4 &&
    expiryProblem(values.expiry, true, now) === null &&
    values.cvc !== '' &&
    cvcProblem(values.cvc, values.number, true) === null;
  const empty = values.number === '' && values.expiry === '' && values.cvc === '';
  const text = (problem: CardProblem | null) => (problem ? t(`payments.card.errors.${problem}`) : null);
  const firstProblem = problems.number ?? problems.expiry ?? problems.cvc;
  const error = text(firstProblem);

  useEffect(() => {
    latestOnChange.current({ complete, empty, error });
  }, [complete, empty, error, latestOnChange]);

  const update = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const leave = (field: Field) => () => setLeft((previous) => ({ ...previous, [field]: true }));
  const brand = brandOf(values.number);

  return (
    <Box role="group" aria-label={label} data-testid="card-input">
      <SandboxField
        name="cardnumber"
        label={t('payments.card.number')}
        value={formatNumber(values.number)}
        onChange={(value) => update('number', limitNumber(digitsOf(value)))}
        onBlur={leave('number')}
        error={text(problems.number)}
        disabled={disabled}
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        inputMode="numeric"
        endAdornment={
          <InputAdornment position="end" sx={{ gap: 0.5 }}>
            {brand ? (
              <Typography variant="caption" data-testid="card-brand">
                {t(`payments.brands.${brand}`)}
              </Typography>
            ) : null}
            <CreditCardIcon fontSize="small" aria-hidden />
          </InputAdornment>
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
        <SandboxField
          name="exp-date"
          label={t('payments.card.expiry')}
          value={values.expiry}
          onChange={(value) => update('expiry', formatExpiry(value, value.length < values.expiry.length))}
          onBlur={leave('expiry')}
          error={text(problems.expiry)}
          disabled={disabled}
          placeholder={t('payments.card.expiryPlaceholder')}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <SandboxField
          name="cvc"
          label={t('payments.card.cvc')}
          value={values.cvc}
          onChange={(value) => update('cvc', digitsOf(value).slice(0, cvcLengthOf(values.number)))}
          onBlur={leave('cvc')}
          error={text(problems.cvc)}
          disabled={disabled}
          placeholder={t('payments.card.cvcPlaceholder')}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </Box>
    </Box>
  );
}
