import type { Country } from '@portal/contract';

/** Lower case without accents: "Österreich" is found by "osterreich", "Côte" by "cote". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The country of the browser's language setting (`de-AT`: AT), the likeliest buyer's country
 * without asking; null when no preferred language names a region.
 */
export function browserRegion(languages: readonly string[] = navigatorLanguages()): string | null {
  for (const tag of languages) {
    try {
      // A language alone (`de`) names no region: it is spoken in several countries.
      const { region } = new Intl.Locale(tag);
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return null;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** How well a country's name matches what was typed: lower is better, null no match. */
function matchTier(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  // A later word of the name: "kingdom" finds "United Kingdom".
  if (name.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(query))) return 2;
  return name.includes(query) ? 3 : null;
}

/**
 * The countries that match what was typed, likeliest first: the name exactly, then the browser's
 * country (when a word of its name starts with it), then names that start with it before those with a later word that does, and anything
 * else containing it last; within each, EU countries (the seller's market) before others, then the
 * list's own (alphabetical) order. With nothing typed, the browser's country leads the whole list.
 */
export function rankCountries(
  countries: readonly Country[],
  typed: string,
  region: string | null,
): Country[] {
  const query = folded(typed);
  const ranked = countries.flatMap((country, index) => {
    const tier = query === '' ? 1 : matchTier(folded(country.name), query);
    if (tier === null) return [];
    const home = country.id === region && tier > 0 && tier < 3 ? 0 : 1;
    const market = query === '' || country.eu ? 0 : 1;
    return [{ country, keys: [tier === 0 ? 0 : 1, home, tier, market, index] }];
  });
  ranked.sort((a, b) => {
    for (let at = 0; at < a.keys.length; at += 1) {
      const difference = (a.keys[at] ?? 0) - (b.keys[at] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return ranked.map((entry) => entry.country);
}
