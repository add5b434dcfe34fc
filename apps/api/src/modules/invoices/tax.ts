import type { TaxReason } from '@portal/contract';
import { roundedShare } from '@portal/contract/money';
import { checkVAT, countries } from 'jsvat';
import type { ServerMessageKey } from '../../platform/i18n/index';
import { EU_STANDARD_VAT_RATES, isEuCountry } from './eu-vat-rates';

/**
 * domestic: buyer in the seller's country; reverse_charge: EU business with a VAT id (the buyer
 * accounts for the VAT); destination: EU consumer, taxed at their country's rate; export: outside
 * the EU, no EU VAT. The contract's list, as quotes answer it to the web.
 */
export type TaxMode = TaxReason;

/** The billing fields tax depends on (users or an invoice's buyer snapshot). */
export interface TaxBuyer {
  country: string | null;
  company: string | null;
  vatId: string | null;
}

export interface TaxRule {
  mode: TaxMode;
  /** Basis points: 2000 = 20 %. */
  rate: number;
}

export interface TaxResult extends TaxRule {
  tax: number;
}

const BASIS_POINTS = 10_000;

/** A VAT id whose format and check digits jsvat accepts and that belongs to `country`. */
export function isValidVatIdFor(vatId: string | null, country: string): boolean {
  if (!vatId?.trim()) return false;
  const result = checkVAT(vatId, countries);
  return result.isValid && result.country?.isoCode.short === country;
}

function standardRate(country: string): number {
  const rate = EU_STANDARD_VAT_RATES[country];
  if (rate === undefined) throw new Error(`No EU standard VAT rate for ${country}`);
  return rate;
}

/**
 * Which tax applies to a buyer. A buyer without a country is taxed as domestic: we cannot prove a
 * supply abroad, so the seller's own rate is the safe default. A VAT id from another country than
 * the buyer's address does not qualify for reverse charge (the form derives one from the other).
 */
export function taxRuleFor(sellerCountry: string, buyer: TaxBuyer): TaxRule {
  const seller = sellerCountry.toUpperCase();
  const country = buyer.country?.trim().toUpperCase() || seller;
  if (country === seller) return { mode: 'domestic', rate: standardRate(seller) };
  if (!isEuCountry(country)) return { mode: 'export', rate: 0 };
  if (buyer.company?.trim() && isValidVatIdFor(buyer.vatId, country)) {
    return { mode: 'reverse_charge', rate: 0 };
  }
  return { mode: 'destination', rate: standardRate(country) };
}

/** Tax on a net amount in minor units, rounded half up once (net is never negative). */
export function taxAmount(net: number, rate: number): number {
  if (!Number.isSafeInteger(net) || net < 0) throw new Error(`net must be a whole amount >= 0, got ${net}`);
  return roundedShare(net, rate, BASIS_POINTS);
}

export function computeTax(sellerCountry: string, buyer: TaxBuyer, net: number): TaxResult {
  const rule = taxRuleFor(sellerCountry, buyer);
  return { ...rule, tax: taxAmount(net, rule.rate) };
}

/** The sentence an invoice must carry for a tax mode without VAT, if any. */
export function taxNoteKey(mode: string): ServerMessageKey | null {
  if (mode === 'reverse_charge') return 'invoices.tax.reverseChargeNote';
  if (mode === 'export') return 'invoices.tax.exportNote';
  return null;
}
