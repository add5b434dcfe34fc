import type { Account, Invoice } from '@portal/contract';

/**
 * Spec §4 "Complete payment (invoice)": only an invoice whose payment waits for the customer
 * (client secret and subscription) on an account paying by card. Invoice and SEPA payers never
 * confirm anything in the browser.
 */
export function canCompletePayment(
  invoice: Invoice,
  account: Pick<Account, 'card_brand'> | undefined,
): boolean {
  if (!invoice.clientSecret || !invoice.subscriptionId || !account) return false;
  return account.card_brand !== 'invoice' && account.card_brand !== 'sepa_debit';
}
