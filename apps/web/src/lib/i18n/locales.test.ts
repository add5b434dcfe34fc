import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes/route-table';

const root = path.resolve(import.meta.dirname, '../../locales');

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return tree.trim() ? [prefix] : [`${prefix} (empty)`];
  if (typeof tree !== 'object' || tree === null) return [`${prefix} (not text)`];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function languageKeys(language: string): string[] {
  return readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      keys(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')), file.replace('.json', '')),
    )
    .sort();
}

/** Every text of a language by key (`nav.pages.invoices`), from all its area files. */
function languageTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (tree: unknown, prefix: string) => {
    if (typeof tree === 'string') texts.set(prefix, tree);
    else if (typeof tree === 'object' && tree !== null)
      for (const [key, value] of Object.entries(tree)) walk(value, `${prefix}.${key}`);
  };
  for (const file of readdirSync(path.join(root, language)).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')), file.replace('.json', ''));
  return texts;
}

/** Brands, codes and language names: written the same in every language. */
const SAME_EVERYWHERE = [
  'Tools',
  'DMP',
  'Analytics',
  'Ads',
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
  'Diners Club',
  'JCB',
  'UnionPay',
  'CVC',
  'SDK',
  'IBAN',
  'BIC',
  'English',
  'Deutsch',
  'Français',
  // E-invoice formats and electronic-address schemes (issue 32).
  'XRechnung (UBL)',
  'XRechnung (CII)',
  'Peppol BIS Billing 3.0',
  'GLN (0088)',
  'Leitweg-ID (0204)',
  'SIRET (0009)',
  // The download menus' formats (issue 32).
  'PDF',
  'Factur-X / ZUGFeRD (PDF)',
];
/** Words German or French share with English (each checked in a dictionary of that language). */
const SAME_AS_ENGLISH: Record<'de' | 'fr', readonly string[]> = {
  de: [
    'Status',
    'E-Mail',
    'Details',
    'Dashboard',
    'Admin',
    'Bank',
    'Insights',
    'System',
    'Name',
    'Organisation',
    'Domain',
    'Domains',
    'Cookies',
  ],
  fr: ['Date', 'Actions', 'Licences', 'Notifications', 'Organisations', 'Organisation', 'Cookies'],
};

describe('locales', () => {
  it('has every key in English, German and French, none empty', () => {
    const english = languageKeys('en');
    expect(english.length).toBeGreaterThan(100);
    expect(languageKeys('de')).toEqual(english);
    expect(languageKeys('fr')).toEqual(english);
  });

  it('names every route and menu section', () => {
    const english = new Set(languageKeys('en'));
    for (const route of ROUTES) expect(english.has(route.titleKey), route.titleKey).toBe(true);
  });

  it.each(['de', 'fr'] as const)('leaves no English text in %s but brands and shared words', (language) => {
    const english = languageTexts('en');
    const translated = languageTexts(language);
    const allowed = new Set([...SAME_EVERYWHERE, ...SAME_AS_ENGLISH[language]]);
    // Texts made only of placeholders and signs ("{{brand}} •••• {{last4}}") have nothing to translate.
    const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
    const untranslated = [...english]
      .filter(([key, text]) => translated.get(key) === text && hasWords(text) && !allowed.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
