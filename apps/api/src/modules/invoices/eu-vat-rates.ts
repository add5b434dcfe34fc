/**
 * Standard VAT rates of the 27 EU member states, in basis points (2000 = 20 %), keyed by ISO 3166
 * country code (Greece is GR here, although its VAT ids start with EL).
 *
 * Checked on 2026-11-22 against the rates in force since the last changes we know of: Finland
 * 25.5 % (1 Sep 2024), Slovakia 23 % (1 Jan 2025), Estonia 24 % (1 Jul 2025), Romania 21 %
 * (1 Aug 2025). Source: European Commission, "VAT rates applied in the Member States" and the
 * December 2025 summaries that quote it. Review this table whenever a member state changes its rate;
 * issued invoices keep the rate they were issued with (invoices.tax_rate).
 */
export const EU_VAT_RATES_CHECKED_ON = '2026-11-22';

export const EU_STANDARD_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_STANDARD_VAT_RATES, country);
}
