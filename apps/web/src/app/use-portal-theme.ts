import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { componentTexts } from '../lib/i18n/component-texts/component-texts';
import { currentLanguage } from '../lib/i18n/i18n';
import { createPortalTheme } from './theme';

/**
 * A month picker's empty field shows a placeholder per part. MUI writes a month spelled out as
 * "MMMM" in English, German and French alike, which reads as a code; ours names it ("Monat JJJJ").
 */
function pickerPlaceholders(t: TFunction) {
  const fieldMonthPlaceholder = ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? t('common.pickers.month') : 'MM';
  return {
    components: { MuiLocalizationProvider: { defaultProps: { localeText: { fieldMonthPlaceholder } } } },
  };
}

/** The theme in the UI language: built again when the language changes. */
export function usePortalTheme() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return useMemo(
    () => createPortalTheme([...componentTexts(language), pickerPlaceholders(t)]),
    [language, t],
  );
}
