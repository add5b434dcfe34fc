import type { Language } from '@portal/contract';
import { fontHasGlyph } from './fonts';

const shows = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  // Control characters are never drawn, whatever the font's cmap says.
  return code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && fontHasGlyph(code);
};

/**
 * Text the documents' font can show (fonts.ts: DejaVu Sans, Latin, Greek, Cyrillic and more), in
 * NFC. A character it has no glyph for falls back to its base letter where it has one, else "?".
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n' || char === '\t' || shows(char)) out += char;
    else {
      const base = char.normalize('NFD')[0] ?? '';
      out += base && shows(base) ? base : '?';
    }
  }
  return out;
}

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
