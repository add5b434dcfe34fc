import { isLanguage, type Language } from '@portal/contract/messages';

const LANGUAGE_KEY = 'portal.language';

export function readStoredLanguage(): Language | null {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}
