import type { TaxReason, VatIdStatus } from '@portal/contract';
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

/**
 * Where the registry check of a VAT id stands at the moment of taxing (decision 0080), as the VAT-id
 * module reads it: `verified` only when the registry confirmed this very id recently enough.
 * Frozen in an invoice's buyer snapshot as the evidence its tax rests on.
 */
export interface VatIdCheck {
  vatId: string;
  status: VatIdStatus;
  /** ISO 8601: when the registry confirmed the id, and that consultation's number. */
  verifiedAt: string | null;
  consultationNumber: string | null;
}

/** The billing fields tax depends on (users or an invoice's buyer snapshot). */
export interface TaxBuyer {
  country: string | null;
  company: string | null;
  vatId: string | null;
  /** The check of `vatId`; absent or null counts as not verified, so VAT is charged. */
  vatIdCheck?: VatIdCheck | null;
}

export interface TaxRule {
  mode: TaxMode;
  /** Basis points: 2000 = 20 %. */
  rate: number;
  /**
   * For an EU business with a well-formed VAT id of another member state, the check reverse charge
   * rested on or was refused for (pending, invalid, unavailable); absent when the id plays no part.
   */
  vatIdCheck?: VatIdCheck;
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
  if (buyer.company?.trim() && buyer.vatId && isValidVatIdFor(buyer.vatId, country)) {
    // Reverse charge rests on a registry check of this very id (decision 0080); until there is one,
    // VAT is charged at the destination rate and the invoice says why.
    const vatIdCheck = checkOf(buyer.vatId, buyer.vatIdCheck);
    if (vatIdCheck.status === 'verified') return { mode: 'reverse_charge', rate: 0, vatIdCheck };
    return { mode: 'destination', rate: standardRate(country), vatIdCheck };
  }
  return { mode: 'destination', rate: standardRate(country) };
}

/** The check of `vatId`; one of another id (changed since) or none at all is pending. */
function checkOf(vatId: string, check: VatIdCheck | null | undefined): VatIdCheck {
  if (check && check.vatId === vatId) return check;
  return { vatId, status: 'pending', verifiedAt: null, consultationNumber: null };
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

/**
 * The sentence an invoice carries when its buyer has a VAT id that was not verified, so VAT was
 * charged: why (decision 0080).
 */
export function unverifiedVatIdNoteKey(check: VatIdCheck | null | undefined): ServerMessageKey | null {
  if (!check || check.status === 'verified') return null;
  if (check.status === 'invalid') return 'invoices.tax.vatIdInvalidNote';
  if (check.status === 'unavailable') return 'invoices.tax.vatIdUnavailableNote';
  return 'invoices.tax.vatIdPendingNote';
}

/** The sentence an invoice must carry for a tax mode without VAT, if any. */
export function taxNoteKey(mode: string): ServerMessageKey | null {
  if (mode === 'reverse_charge') return 'invoices.tax.reverseChargeNote';
  if (mode === 'export') return 'invoices.tax.exportNote';
  return null;
}
