import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { ServerMessageKey } from '../../platform/i18n/index';

/** Stripe's failing test IBAN; every other valid SEPA IBAN settles successfully. */
const FAILING_IBANS = new Set(['AT861904300235473202']);
/**
 * Stripe's test IBAN whose debit succeeds and is then disputed: here it settles and the bank returns
 * it `SANDBOX_SEPA_RETURN_DAYS` later with reason MD06, the debtor's refund claim (decision 0083).
 */
const RETURNING_IBANS = new Set(['AT591904300235473203']);

export interface CheckedIban {
  country: string;
  bankCode: string | null;
  last4: string;
  settlement: 'succeed' | 'fail' | 'return';
}

export type IbanCheck = { ok: true; iban: CheckedIban } | { ok: false; problem: ServerMessageKey };

/** A valid IBAN of a SEPA country (spec §5: "IBAN limited to SEPA countries"), spaces allowed. */
export function checkIban(raw: string): IbanCheck {
  const iban = electronicFormatIBAN(raw) ?? '';
  if (iban === '') return { ok: false, problem: 'payments.iban.required' };
  if (!isValidIBAN(iban)) return { ok: false, problem: 'payments.iban.invalid' };
  const parts = extractIBAN(iban);
  const country = parts.countryCode ?? iban.slice(0, 2);
  if (!isSEPACountry(country)) return { ok: false, problem: 'payments.iban.notSepa' };
  return {
    ok: true,
    iban: {
      country,
      bankCode: parts.bankIdentifier ?? null,
      last4: iban.slice(-4),
      settlement: FAILING_IBANS.has(iban) ? 'fail' : RETURNING_IBANS.has(iban) ? 'return' : 'succeed',
    },
  };
}
