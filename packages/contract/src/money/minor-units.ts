/**
 * An amount of money as a whole number of the currency's smallest unit (cents for EUR and USD), the
 * only way amounts are stored, sent and computed (DESIGN.md §4). Decimals exist only at the edges:
 * formatting, CSV, a gateway or analytics that wants major units.
 */
export type MinorUnits = number;

const fractionDigitsByCode = new Map<string, number>();

/** How many decimals the currency has (ISO 4217, as Intl knows it): 2 for EUR, USD, GBP, CHF; 0 for JPY. */
export function currencyFractionDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = fractionDigitsByCode.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    fractionDigitsByCode.set(code, digits);
  }
  return digits;
}

/** Minor units in one major unit: 100 for EUR and USD, 1 for JPY. */
export const minorUnitsPerMajor = (currency: string): number => 10 ** currencyFractionDigits(currency);

/** Minor units as a major-unit number (`1234.5` for 123450 cents), for formatting and outside APIs. */
export const toMajorUnits = (amount: MinorUnits, currency: string): number =>
  amount / minorUnitsPerMajor(currency);

/** A major-unit number as minor units, rounded to the nearest one (`12.34` → 1234). */
export const toMinorUnits = (major: number, currency: string): MinorUnits =>
  Math.round(major * minorUnitsPerMajor(currency));

/**
 * Minor units as a plain decimal with every decimal of the currency and a point (`1234.50`,
 * `-0.05`): what CSV files and machine-readable messages carry. Exact, with no floating point.
 */
export function toDecimalString(amount: MinorUnits, currency: string): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole amount of minor units: ${amount}`);
  const digits = currencyFractionDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
