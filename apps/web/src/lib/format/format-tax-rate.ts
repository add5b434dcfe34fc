import { currentLanguage } from '../i18n/i18n';

/** A tax rate in basis points as a percentage in the UI language (2000 → "20 %"). */
export function formatTaxRate(rate: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 2 }).format(
    rate / 10_000,
  );
}
