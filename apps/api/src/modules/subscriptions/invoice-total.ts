import type { Config } from '../../config';
import {
  capCredits,
  computeTax,
  type InvoiceLineInput,
  sumLines,
  type TaxBuyer,
  type TaxResult,
} from '../invoices/index';

/** An invoice's figures before it is issued, in minor units; the credits already capped. */
export interface InvoiceAmounts {
  /** The licences at full price (subscription lines). */
  subtotal: number;
  /** The coupon's discount, as a positive amount. */
  discount: number;
  /** Proration lines, signed: credits are negative, charges for the rest of a period positive. */
  proration: number;
  net: number;
  tax: TaxResult;
  gross: number;
}

const sumOf = (lines: readonly InvoiceLineInput[], kind: InvoiceLineInput['kind']) =>
  sumLines(lines.filter((line) => line.kind === kind));

/**
 * What an invoice with these lines will come to for this buyer, computed exactly as issueInvoice
 * does (credits capped, tax once over the net), so the amount charged before the invoice exists
 * equals its gross, and a quote shows the invoice's own figures.
 */
export function invoiceAmounts(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  lines: readonly InvoiceLineInput[],
): InvoiceAmounts {
  const capped = capCredits(lines);
  const net = sumLines(capped);
  const tax = computeTax(config.SELLER_COUNTRY, buyer, net);
  return {
    subtotal: sumOf(capped, 'subscription') + sumOf(capped, 'usage'),
    discount: -sumOf(capped, 'discount'),
    proration: sumOf(capped, 'proration'),
    net,
    tax,
    gross: net + tax.tax,
  };
}

/** The gross of an invoice with these lines for this buyer (see invoiceAmounts). */
export function invoiceGross(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  lines: InvoiceLineInput[],
): number {
  return invoiceAmounts(config, buyer, lines).gross;
}
