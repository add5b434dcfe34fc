import type { Config } from '../../config';
import { capCredits, type InvoiceLineInput, sumLines } from '../invoices/invoice-lines';
import { computeTax, type TaxBuyer } from '../invoices/tax';

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
