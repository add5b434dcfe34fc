/**
 * What an IBAN element checks in the browser: a SEPA country, that country's length and the
 * mod-97 check digits. The server (ibantools) has the last word on the national format.
 */

export type IbanProblem = 'incomplete' | 'invalid' | 'notSepa';

/** Length of an IBAN per SEPA country (spec §5: "IBAN limited to SEPA countries"). */
const SEPA_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AT20 BE16 BG22 CH21 CY28 CZ24 DE22 DK18 EE20 ES24 FI18 FR27 GB22 GI23 GR27 HR21 HU28 IE22 ' +
    'IS26 IT27 LI21 LT20 LU20 LV21 MC27 MT31 NL18 NO15 PL28 PT25 RO24 SE24 SI19 SK24 SM27 VA22'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))] as const),
);

const LONGEST = 34;

/** Upper case letters and digits only: what is left of a typed or pasted IBAN. */
export const normalizeIban = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LONGEST);

/** Groups of four, as printed on bank statements. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end. */
export function mod97Valid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const ibanCountryOf = (iban: string) => (/^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null);

export function ibanComplete(iban: string): boolean {
  const country = ibanCountryOf(iban);
  const length = country ? SEPA_LENGTHS.get(country) : undefined;
  return length !== undefined && iban.length === length && /^[A-Z]{2}\d{2}/.test(iban) && mod97Valid(iban);
}

/**
 * The IBAN's problem. While typing (`final` false) only what is already certain counts: a wrong
 * country, wrong check-digit characters, too many characters or a failed checksum at full length.
 */
export function ibanProblem(iban: string, final: boolean): IbanProblem | null {
  if (iban === '') return null;
  if (/^\d/.test(iban) || /^[A-Z]\d/.test(iban)) return 'invalid';
  const country = ibanCountryOf(iban);
  if (!country) return final ? 'incomplete' : null;
  const length = SEPA_LENGTHS.get(country);
  if (length === undefined) return 'notSepa';
  if (iban.length > 2 && !/^[A-Z]{2}\d{1,2}/.test(iban)) return 'invalid';
  if (iban.length > length) return 'invalid';
  if (iban.length < length) return final ? 'incomplete' : null;
  return ibanComplete(iban) ? null : 'invalid';
}
