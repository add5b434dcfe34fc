import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

function catalogue(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (tree: unknown, prefix: string) => {
    if (typeof tree === 'string') texts.set(prefix, tree);
    else if (typeof tree === 'object' && tree !== null)
      for (const [key, value] of Object.entries(tree)) walk(value, `${prefix}.${key}`);
  };
  for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), file.replace('.json', ''));
  return texts;
}

/**
 * MUI's English defaults on components the portal uses (Autocomplete, the date pickers): they show
 * when a language's component texts are missing. "MMMM" is MUI's month placeholder in English,
 * German and French alike.
 */
const MUI_ENGLISH = [
  'Open',
  'Close',
  'Clear',
  'No options',
  'Choose date',
  'Previous month',
  'Next month',
  'MMMM',
];

/** Brand names the catalogue's English texts contain, and the page shows in every language. */
const ALLOWED = new Set(['Account Portal']);

/**
 * English pieces that are words of the language too, used by texts the API sends in it rather than
 * by the web's catalogue: "Designs" in the German plan features ("Designs in Ihren Markenfarben").
 */
const ALSO_WORDS_OF: Record<'de' | 'fr', readonly string[]> = { de: ['Designs'], fr: [] };

/**
 * The pieces of the English catalogue that must not appear on a page in `language`.
 * - Only texts the language translates differently count (a brand is the same everywhere).
 * - A text with placeholders ("Buy {{product}}") is cut at them; the page shows the pieces.
 * - A piece needs four letters or more: shorter ones ("of", "per", "in") are words of German or
 *   French text as well, which would fail pages that are fine.
 * - A piece the language's own catalogue also uses ("Date" in French) is no leftover.
 */
export function englishLeftoverCandidates(language: 'de' | 'fr'): string[] {
  const english = catalogue('en');
  const translated = catalogue(language);
  const translatedText = [...translated.values()].join('\n');
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text) continue;
    for (const raw of text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)/)) {
      const piece = raw.trim().replace(/^[\s,.:;–—-]+|[\s,.:;–—-]+$/g, '');
      if ((piece.match(/\p{L}/gu) ?? []).length < 4 || ALLOWED.has(piece)) continue;
      if (ALSO_WORDS_OF[language].includes(piece)) continue;
      if (!containsPhrase(translatedText, piece)) pieces.add(piece);
    }
  }
  for (const text of MUI_ENGLISH) pieces.add(text);
  return [...pieces];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: "Open" is not found in "OpenAI", nor "Date" in "Dates". */
export function containsPhrase(haystack: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeForRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

/**
 * What the page shows and says: its text, title, and the labels, placeholders and tooltips of its
 * elements. Text inside `recorded` elements is left out: it is data written in someone else's
 * language (the mails in the outbox are in their recipient's), not the interface.
 */
export function pageWords(page: Page, recorded: readonly string[] = []): Promise<string> {
  return page.evaluate((skipped) => {
    let shown = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>(skipped.join(',') || ':not(*)'))
      shown = shown.replace(element.innerText, '');
    const parts = [document.title, shown];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (element.hasAttribute(name)) parts.push(element.getAttribute(name) ?? '');
    return parts.join('\n');
  }, recorded);
}
