import {
  formatMoney as formatMoneyIn,
  type MinorUnits,
  type MoneyFormatOptions,
} from '@portal/contract/money';
import { currentLanguage } from '../i18n/i18n';

/**
 * Minor units as money in the UI language, by ISO currency code (`eur` or `EUR`); spec §9: € for
 * euro, $ otherwise, as `narrowSymbol` keeps the plain `$` where a locale would write `$US` or `US$`.
 */
export function formatMoney(amount: MinorUnits, currency: string, options?: MoneyFormatOptions): string {
  return formatMoneyIn(amount, currency, currentLanguage(), options);
}
