import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInputProps } from '../payments';
import { useLatest } from '../use-latest';
import { formatIban, ibanComplete, ibanCountryOf, ibanProblem, normalizeIban } from './iban-rules';
import { SandboxField } from './sandbox-field';
import type { SandboxIbanHandle } from './sandbox-handles';

/** An IBAN of a SEPA country, checked as Stripe's IBAN element checks it (country, length, mod 97). */
export function SandboxIbanInput({ onChange, onReady, disabled, label }: PaymentInputProps) {
  const { t } = useTranslation();
  const [iban, setIban] = useState('');
  const [left, setLeft] = useState(false);
  const current = useLatest(iban);
  const latestOnChange = useLatest(onChange);
  const latestOnReady = useLatest(onReady);

  useEffect(() => {
    const handle: SandboxIbanHandle = { kind: 'iban', gateway: 'sandbox', read: () => current.current };
    latestOnReady.current(handle);
    return () => latestOnReady.current(null);
  }, [latestOnReady, current]);

  const problem = ibanProblem(iban, left);
  const error = problem ? t(`payments.iban.errors.${problem}`, { country: ibanCountryOf(iban) ?? '' }) : null;
  const complete = ibanComplete(iban);
  const empty = iban === '';

  useEffect(() => {
    latestOnChange.current({ complete, empty, error });
  }, [complete, empty, error, latestOnChange]);

  return (
    <Box role="group" aria-label={label} data-testid="iban-input">
      <SandboxField
        name="iban"
        label={t('payments.iban.label')}
        value={formatIban(iban)}
        onChange={(value) => setIban(normalizeIban(value))}
        onBlur={() => setLeft(true)}
        error={error}
        disabled={disabled}
        placeholder="DE89 3704 0044 0532 0130 00"
        autoComplete="off"
        inputMode="text"
        endAdornment={
          <InputAdornment position="end">
            <AccountBalanceIcon fontSize="small" aria-hidden />
          </InputAdornment>
        }
      />
    </Box>
  );
}
