import type { Config } from '../../config';
import { capCredits, computeTax, type InvoiceLineInput, sumLines, type TaxBuyer } from '../invoices/index';

/**
 * What an invoice with these lines will come to for this buyer, computed exactly as issueInvoice
 * does, so the amount charged before the invoice exists equals its gross.
 */
export function invoiceGross(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  lines: InvoiceLineInput[],
): number {
  const net = sumLines(capCredits(lines));
  return net + computeTax(config.SELLER_COUNTRY, buyer, net).tax;
}
