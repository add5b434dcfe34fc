import type { Language } from '@portal/contract';

export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * `locales/<language>/<area>.json`; keys of a file live under `<area>.` (`auth.login.email`).
 * English (the default and fallback) is bundled; other languages load when first chosen.
 * On-demand areas are texts that only one page reads, and most visitors never open (the legal
 * documents, the sign-up form, the store, settings, subscription, activity-log, user-management and staff pages, the user detail's domains): that page loads them for the current language, so they cost neither
 * the first load nor a language switch anything.
 */
const english = import.meta.glob<TranslationTree>(
  [
    '../../locales/en/*.json',
    '!../../locales/en/legal.json',
    '!../../locales/en/register.json',
    '!../../locales/en/settings.json',
    '!../../locales/en/admin.json',
    '!../../locales/en/subscriptions.json',
    '!../../locales/en/store.json',
    '!../../locales/en/activity.json',
    '!../../locales/en/clients.json',
    '!../../locales/en/domains.json',
    '!../../locales/en/finance.json',
    '!../../locales/en/mail.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
const others = import.meta.glob<TranslationTree>(
  [
    '../../locales/*/*.json',
    '!../../locales/en/*.json',
    '!../../locales/*/legal.json',
    '!../../locales/*/register.json',
    '!../../locales/*/settings.json',
    '!../../locales/*/admin.json',
    '!../../locales/*/subscriptions.json',
    '!../../locales/*/store.json',
    '!../../locales/*/activity.json',
    '!../../locales/*/clients.json',
    '!../../locales/*/domains.json',
    '!../../locales/*/finance.json',
    '!../../locales/*/mail.json',
  ],
  { import: 'default' },
);
const onDemand = import.meta.glob<TranslationTree>(
  [
    '../../locales/*/legal.json',
    '../../locales/*/register.json',
    '../../locales/*/settings.json',
    '../../locales/*/subscriptions.json',
    '../../locales/*/admin.json',
    '../../locales/*/store.json',
    '../../locales/*/activity.json',
    '../../locales/*/clients.json',
    '../../locales/*/domains.json',
    '../../locales/*/finance.json',
    '../../locales/*/mail.json',
  ],
  { import: 'default' },
);

export type OnDemandArea =
  | 'legal'
  | 'register'
  | 'settings'
  | 'subscriptions'
  | 'admin'
  | 'store'
  | 'activity'
  | 'clients'
  | 'domains'
  | 'finance'
  /** How a mail's delivery went, in our words: the mail server, user management and outbox pages. */
  | 'mail';

const areaOf = (path: string) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? path;

export function englishResources(): TranslationTree {
  return Object.fromEntries(Object.entries(english).map(([path, tree]) => [areaOf(path), tree]));
}

export async function loadResources(language: Exclude<Language, 'en'>): Promise<TranslationTree> {
  const files = Object.entries(others).filter(([path]) => path.includes(`/locales/${language}/`));
  const trees = await Promise.all(files.map(async ([path, load]) => [areaOf(path), await load()] as const));
  return Object.fromEntries(trees);
}

export async function loadOnDemandArea(area: OnDemandArea, language: Language): Promise<TranslationTree> {
  const load = onDemand[`../../locales/${language}/${area}.json`];
  if (!load) throw new Error(`No ${area} texts for ${language}`);
  return { [area]: await load() };
}
