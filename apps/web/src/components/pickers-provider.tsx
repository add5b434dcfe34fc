import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { de } from 'date-fns/locale/de';
import { enUS as dateFnsEnUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';

const DATE_LOCALES = { en: dateFnsEnUS, de, fr } as const;

/**
 * Date pickers in the UI language: month names from date-fns; the pickers' own labels come with the
 * theme. Each picker brings its own (`lazy-picker/`): a page wrapped in it would fetch the pickers
 * with the page.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  // Re-renders on a language switch.
  useTranslation();
  const language = currentLanguage();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[language]}>
      {children}
    </LocalizationProvider>
  );
}
