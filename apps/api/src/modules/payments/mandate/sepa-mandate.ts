import type { PaymentMethod, SepaMandate } from '@portal/contract';
import type { Config } from '../../../config';
import { type PaymentMethodRow, toPaymentMethod } from '../payment-method-queries';

/** Who collects on every mandate: the seller, under its SEPA creditor identifier. */
export type MandateCreditor = Pick<Config, 'SELLER_NAME' | 'SELLER_SEPA_CREDITOR_ID'>;

/**
 * `AT •••• 3201`: the gateway keeps the IBAN; we only ever learn the account's country and its last
 * four digits, so that is all a mandate can show.
 */
export const maskedIban = (country: string | null, last4: string) =>
  `${country ? `${country} ` : ''}•••• ${last4}`;

/** The mandate of a SEPA method as the debtor is shown it (decision 0081). */
export function mandateOf(creditor: MandateCreditor, row: PaymentMethodRow): SepaMandate {
  return {
    reference: row.mandateReference,
    signedAt: row.mandateAcceptedAt ? Math.floor(row.mandateAcceptedAt.getTime() / 1000) : null,
    creditorId: creditor.SELLER_SEPA_CREDITOR_ID,
    creditorName: creditor.SELLER_NAME,
    ibanMasked: maskedIban(row.country, row.last4),
    holderName: row.holderName,
    type: 'recurrent',
  };
}

/** A method as the customer's list shows it: a SEPA method with its mandate, a card as it is. */
export function toListedPaymentMethod(creditor: MandateCreditor, row: PaymentMethodRow): PaymentMethod {
  const method = toPaymentMethod(row);
  return row.type === 'sepa_debit' ? { ...method, mandate: mandateOf(creditor, row) } : method;
}
