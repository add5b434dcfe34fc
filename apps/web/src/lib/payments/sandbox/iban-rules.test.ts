import { describe, expect, it } from 'vitest';
import { formatIban, ibanComplete, ibanProblem, normalizeIban } from './iban-rules';

describe('IBAN rules', () => {
  it('accepts the sandbox IBANs, typed with spaces and in lower case', () => {
    const iban = normalizeIban('at61 1904 3002 3457 3201');
    expect(iban).toBe('AT611904300234573201');
    expect(ibanComplete(iban)).toBe(true);
    expect(ibanComplete('DE89370400440532013000')).toBe(true);
    expect(formatIban(iban)).toBe('AT61 1904 3002 3457 3201');
  });

  it('checks the mod-97 digits and the national format, as the server does', () => {
    expect(ibanComplete('AT611904300234573201')).toBe(true);
    expect(ibanComplete('AT611904300234573202')).toBe(false);
    expect(ibanProblem('AT611904300234573202', false)).toBe('invalid');
    // The right length, but a letter where a German IBAN holds only digits.
    expect(ibanComplete('DE89370400440532013000')).toBe(true);
    expect(ibanComplete('DE0537040044053201300A')).toBe(false);
  });

  it('refuses countries outside SEPA at once', () => {
    expect(ibanProblem('SA', false)).toBe('notSepa');
    expect(ibanProblem('SA0380000000608010167519', false)).toBe('notSepa');
  });

  it('says an obviously wrong IBAN is invalid at once', () => {
    expect(ibanProblem('12', false)).toBe('invalid');
    expect(ibanProblem('ATX', false)).toBe('invalid');
    expect(ibanProblem('AT6119043002345732019', false)).toBe('invalid');
  });

  it('says an unfinished IBAN is incomplete only once the field is left', () => {
    expect(ibanProblem('AT6119', false)).toBeNull();
    expect(ibanProblem('AT6119', true)).toBe('incomplete');
    expect(ibanProblem('', true)).toBeNull();
  });
});
