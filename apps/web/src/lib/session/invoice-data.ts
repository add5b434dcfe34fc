import type { Account } from '@portal/contract';

/** Spec §4: a payment method needs invoice data first (the names and address the API checks too). */
export const hasInvoiceData = (account: Account) =>
  [
    account.billing_firstname,
    account.billing_lastname,
    account.street,
    account.postal_code,
    account.city,
    account.country,
  ].every((value) => Boolean(value?.trim()));

/** Spec §4: adding a method ends paying by invoice for good. */
export const paysByInvoice = (account: Account) => account.card_brand === 'invoice';
