// The academy guides linked from the stat cards (spec §2 "My subscriptions"): PDFs the web serves
// from its public folder (apps/web/public/academy/, printed from docs/academy/, decision 0042).
import type { ProductLine } from './catalog';
import type { Language } from './messages';

/** Spec §2: the guides exist in English and German; French readers get the English one. */
export const ACADEMY_GUIDE_LANGUAGES = { en: 'en', de: 'de', fr: 'en' } as const satisfies Record<
  Language,
  'en' | 'de'
>;

/** Where a product's guide in a language is served: `/academy/tools-de.pdf`; French gets `…-en.pdf`. */
export function academyGuidePath(line: ProductLine, language: Language): string {
  return `/academy/${line}-${ACADEMY_GUIDE_LANGUAGES[language]}.pdf`;
}
