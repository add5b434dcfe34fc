import { getCountrySpecifications, isSEPACountry, isValidIBAN } from 'ibantools';

/**
 * What an IBAN element checks in the browser: a SEPA country, that country's length, its national
 * format and the mod-97 check digits — with ibantools, as the server checks it.
 */

export type IbanProblem = 'incomplete' | 'invalid' | 'notSepa';

/** Length of a SEPA country's IBAN (spec §5: "IBAN limited to SEPA countries"), from ibantools. */
function sepaLength(country: string): number | undefined {
  return isSEPACountry(country) ? (getCountrySpecifications()[country]?.chars ?? undefined) : undefined;
}

const LONGEST = 34;

/** Upper case letters and digits only: what is left of a typed or pasted IBAN. */
export const normalizeIban = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LONGEST);

/** Groups of four, as printed on bank statements. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export const ibanCountryOf = (iban: string) => (/^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null);

/** A whole, valid SEPA IBAN: the same ibantools check the server makes (length, format, mod 97). */
export function ibanComplete(iban: string): boolean {
  const country = ibanCountryOf(iban);
  return country !== null && sepaLength(country) !== undefined && isValidIBAN(iban);
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
  const length = sepaLength(country);
  if (length === undefined) return 'notSepa';
  if (iban.length > 2 && !/^[A-Z]{2}\d{1,2}/.test(iban)) return 'invalid';
  if (iban.length > length) return 'invalid';
  if (iban.length < length) return final ? 'incomplete' : null;
  return ibanComplete(iban) ? null : 'invalid';
}
