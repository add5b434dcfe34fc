import { isLanguage, type Language } from '@portal/contract/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { emit } from '../events/event-bus';
import { loadComponentTexts } from './component-texts/component-texts';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { englishResources, loadResources } from './resources';

export const DEFAULT_LANGUAGE: Language = 'en';

export const i18n = i18next;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: englishResources() } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'de', 'fr'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

document.documentElement.lang = i18n.language;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  emit('language-changed');
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

// Not `hasResourceBundle`: an on-demand area (legal) adds a bundle without the language's other texts.
const loadedLanguages = new Set<Language>([DEFAULT_LANGUAGE]);

/** Loads the language's texts (ours and MUI's) if needed, then switches the UI to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !loadedLanguages.has(language)) {
    const [resources] = await Promise.all([loadResources(language), loadComponentTexts(language)]);
    i18n.addResourceBundle(language, 'translation', resources);
    loadedLanguages.add(language);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The user's choice: remembered in this browser and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await applyLanguage(language);
}

/**
 * After sign-in: a browser that has not chosen a language adopts the profile's and remembers it, so
 * a reload keeps it (spec §1: the chosen language is stored locally). A choice made in this browser
 * stays; switching the language while signed in updates the profile as well.
 */
export async function adoptProfileLanguage(language: Language): Promise<void> {
  if (readStoredLanguage()) return;
  await chooseLanguage(language);
}

/** Before the first render: the language this browser chose earlier. */
export async function applyStoredLanguage(): Promise<void> {
  const stored = readStoredLanguage();
  if (stored)
    await applyLanguage(stored).catch((error) => console.warn('Could not load the language', error));
}
