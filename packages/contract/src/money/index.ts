// The money toolkit both sides use (decision 0033): amounts in minor units, formatting by ISO code
// and locale, minor/decimal conversions and the billing rounding rule. No zod, so the web loads it early.
export { type CatalogCurrencyCode, CURRENCY_IDS, currencyCodeOf } from './currencies';
export { formatMoney, type MoneyFormatOptions } from './format-money';
export {
  currencyFractionDigits,
  type MinorUnits,
  minorUnitsPerMajor,
  toDecimalString,
  toMajorUnits,
  toMinorUnits,
} from './minor-units';
export { roundedShare } from './rounding';
