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
});
