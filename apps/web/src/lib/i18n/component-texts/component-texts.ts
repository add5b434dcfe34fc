import type { Language } from '@portal/contract/messages';

/**
 * MUI's own texts in a language, as theme overrides: Autocomplete's Open, Close, Clear and
 * No options, the pagination's labels, the date pickers' buttons and labels. English is MUI's default.
 */
export type ComponentTexts = readonly object[];

// Each language's texts are a chunk of their own, fetched with its catalogue (decisions 0011, 0013).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ componentTexts: ComponentTexts }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
};

const loaded = new Map<Language, ComponentTexts>([['en', []]]);

export async function loadComponentTexts(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, (await loaders[language]()).componentTexts);
}

/** The texts of a loaded language; none (MUI's English) before they arrive. */
export function componentTexts(language: Language): ComponentTexts {
  return loaded.get(language) ?? [];
}
