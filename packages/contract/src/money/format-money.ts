import { type MinorUnits, minorUnitsPerMajor, toMajorUnits } from './minor-units';

export interface MoneyFormatOptions {
  /**
   * `narrowSymbol` (the default): `€` and `$` in every language, as spec §9 shows prices.
   * `symbol`: the language's own sign where it has one (`$US` in French), for e-mails and the
   * bank's 3-D Secure page.
   */
  currencyDisplay?: 'narrowSymbol' | 'symbol';
  /** Whole amounts without their zero decimals (`€250`, not `€250.00`), as the pricing columns show them. */
  omitZeroDecimals?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as money in `locale` (`1.234,50 €`, `$1,234.50`, `1 234,50 €`), for every screen,
 * document and message: web and API format money only through this.
 */
export function formatMoney(
  amount: MinorUnits,
  currency: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const code = currency.toUpperCase();
  const currencyDisplay = options.currencyDisplay ?? 'narrowSymbol';
  const whole = options.omitZeroDecimals === true && amount % minorUnitsPerMajor(code) === 0;
  const key = `${locale}|${code}|${currencyDisplay}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay,
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format.format(toMajorUnits(amount, code));
}
