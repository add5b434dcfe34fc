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
