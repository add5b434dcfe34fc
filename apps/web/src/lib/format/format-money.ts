import { currentLanguage } from '../i18n/i18n';

/**
 * Minor units as money in the UI language (spec §9: € for eur, $ otherwise). `narrowSymbol` keeps
 * the plain `$` where a locale would write `$US` or `US$`.
 */
export function formatMoney(amount: number, currency: 'eur' | 'usd'): string {
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'currency',
    currency: currency === 'eur' ? 'EUR' : 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount / 100);
}
