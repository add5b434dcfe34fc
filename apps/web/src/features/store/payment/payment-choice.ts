import type { Interval, Plan } from '@portal/contract/catalog';
import type { PaymentInputHandle } from '../../../lib/payments/payments';
import type { PayerValues } from '../form-resolvers';

/** How the customer pays this purchase: the saved default, a new card or IBAN, or by invoice. */
export type PaymentChoice = 'saved' | 'card' | 'sepa' | 'invoice';

export const needsNewMethod = (choice: PaymentChoice) => choice === 'card' || choice === 'sepa';

/** What the create-subscription dialog hands to the payment dialog. */
export interface SubscriptionOrder {
  plan: Plan;
  interval: Interval;
  quantity: number;
  /** A checked coupon, or null. */
  coupon: { code: string; name: string; percentOff: number } | null;
  /** The buyer's purchase-order number for the new subscription's invoices, or null. */
  purchaseOrder: string | null;
}

export interface PurchaseRequest {
  order: SubscriptionOrder;
  choice: PaymentChoice;
  payer: PayerValues;
  /** The card or IBAN input's handle for a new method. */
  handle: PaymentInputHandle | null;
  /** A new method becomes the default every subscription renews on (forced for a first method). */
  makeDefault: boolean;
  idempotencyKey: string;
}
