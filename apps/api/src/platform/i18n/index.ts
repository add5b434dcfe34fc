import { isLanguage, type Language } from '@portal/contract';
import { coreDe } from './core.de';
import { coreEn } from './core.en';
import { coreFr } from './core.fr';

/**
 * The keys modules add: each module's `messages/index.ts` merges its keys into this interface, and
 * the composition root registers its sentences (`registerMessages`), so the platform translates a
 * module's error without importing the module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module.
export interface ModuleMessages {}

/** Every key a server sentence may have: the platform's own and every module's. */
export type ServerMessageKey = keyof typeof coreEn | keyof ModuleMessages;

/** One module's sentences in every language, each language with the same keys. */
export type MessageCatalogs<Key extends string> = Record<Language, Record<Key, string>>;

const catalogs: Record<Language, Record<string, string>> = {
  en: { ...coreEn },
  de: { ...coreDe },
  fr: { ...coreFr },
};

/** Adds a module's sentences; a key registered twice is a programming error. */
export function registerMessages(messages: MessageCatalogs<string>): void {
  for (const language of Object.keys(catalogs) as Language[]) {
    for (const [key, sentence] of Object.entries(messages[language])) {
      const known = catalogs[language][key];
      if (known !== undefined && known !== sentence) throw new Error(`Message ${key} is registered twice`);
      catalogs[language][key] = sentence;
    }
  }
}

/** A server sentence in the given language, with `{name}` placeholders filled in. */
export function t(
  language: Language,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const sentence = catalogs[language][key];
  if (sentence === undefined) throw new Error(`Message ${key} is not registered (see src/messages.ts)`);
  return sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The keys said of a number of things: `key_one` and `key_other`, named here without the ending. */
type CountedBase<Key> = Key extends `${infer Base}_one`
  ? `${Base}_other` extends ServerMessageKey
    ? Base
    : never
  : never;
export type CountedMessageKey = CountedBase<ServerMessageKey>;

/**
 * A sentence about `count` things in the form the language's plural rules pick for it (`_one` or
 * `_other`, as i18next picks them on the web), with `{count}` and the other placeholders filled in.
 */
export function tCount(
  language: Language,
  key: CountedMessageKey,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return t(language, `${key}_${form}` as ServerMessageKey, { count, ...params });
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
