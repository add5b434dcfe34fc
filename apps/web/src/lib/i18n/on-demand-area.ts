import type { Language } from '@portal/contract';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from './i18n';
import { loadOnDemandArea, type OnDemandArea } from './resources';

const loaded = new Set<string>();
const keyOf = (area: OnDemandArea, language: Language) => `${language}/${area}`;

/** Adds an on-demand area's texts for the language, once (see resources.ts). */
export async function loadArea(area: OnDemandArea, language: Language): Promise<void> {
  if (loaded.has(keyOf(area, language))) return;
  i18n.addResourceBundle(language, 'translation', await loadOnDemandArea(area, language));
  loaded.add(keyOf(area, language));
}

export type AreaState = 'loading' | 'ready' | 'failed';

/** Loads the area for the current language, again after a language switch; its texts are usable once ready. */
export function useOnDemandArea(area: OnDemandArea): AreaState {
  // Subscribes to language changes, which need the area in the new language.
  useTranslation();
  const language = currentLanguage();
  const key = keyOf(area, language);
  const ready = loaded.has(key);
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    // A transition: the page these texts open is drawn in slices that leave the main thread free in
    // between (taps and scrolling answered), where an ordinary update would draw it in one long task
    // (issue 35: total blocking time on a phone).
    const settle = (failed: boolean) => startTransition(() => setSettled({ key, failed }));
    loadArea(area, language).then(
      () => active && settle(false),
      (error: unknown) => {
        console.warn(`Could not load the ${area} texts`, error);
        if (active) settle(true);
      },
    );
    return () => {
      active = false;
    };
  }, [area, language, key, ready]);
  if (ready) return 'ready';
  return settled?.key === key && settled.failed ? 'failed' : 'loading';
}
