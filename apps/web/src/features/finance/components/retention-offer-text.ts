import { currentLanguage } from '../../../lib/i18n/i18n';

/** A coupon's discount in the UI language: "20%" in English, "20 %" in German and French. */
export const percentText = (percent: number): string =>
  new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
