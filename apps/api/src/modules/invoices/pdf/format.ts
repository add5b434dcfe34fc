import type { Language } from '@portal/contract';
import { pdfText } from '../../../platform/pdf/index';

const rateFormats = new Map<Language, Intl.NumberFormat>();

/** A rate in basis points as a percentage number: 2000 → `20`, 2550 → `25.5` / `25,5`. */
export function formatRate(basisPoints: number, language: Language): string {
  let format = rateFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    rateFormats.set(language, format);
  }
  return format.format(basisPoints / 100);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date in the document's language; documents are dated in UTC, like their numbers. */
export function formatDate(date: Date, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return pdfText(format.format(date));
}

const countryNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in the document's language (`AT` → Österreich in German). */
export function countryName(code: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  try {
    return pdfText(names.of(code.toUpperCase()) ?? code);
  } catch {
    // Not a region code Intl knows: show it as stored.
    return code;
  }
}
