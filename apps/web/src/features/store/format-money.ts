import { CURRENCY_IDS } from '@portal/contract/account';
import { formatMoney } from '../../lib/format/format-money';
import { currentLanguage } from '../../lib/i18n/i18n';

const isEuro = (currencyId: number) => currencyId === CURRENCY_IDS.eur;

/**
 * A price of the pricing columns, in major units: round figures without ",00" ("€250"), with the
 * symbol of spec §9 (€ for euro, $ otherwise) in the UI language.
 */
export function formatMajor(amount: number, currencyId: number, options: { whole?: boolean } = {}): string {
  const whole = options.whole === true && Number.isInteger(amount);
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'currency',
    currency: isEuro(currencyId) ? 'EUR' : 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An amount in minor units (cents), as the API sends money; plans carry a currency id. */
export const formatMinor = (amount: number, currencyId: number) =>
  formatMoney(amount, isEuro(currencyId) ? 'eur' : 'usd');
