import { isLanguage, type Language } from '@portal/contract';
import { de } from './de';
import { en, type ServerMessageKey } from './en';
import { fr } from './fr';

export type { ServerMessageKey };

const catalogs: Record<Language, Record<ServerMessageKey, string>> = { en, de, fr };

/** A server sentence in the given language, with `{name}` placeholders filled in. */
export function t(
  language: Language,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The first of en, de or fr an Accept-Language header names, or null when it names none. */
export function languageNamedIn(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return null;
}

/** Picks en, de or fr from an Accept-Language header; English when none matches. */
export function languageFromHeader(header: string | undefined): Language {
  return languageNamedIn(header) ?? 'en';
}
