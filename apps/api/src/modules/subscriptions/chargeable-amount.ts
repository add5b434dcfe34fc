import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import type { TaxBuyer } from '../invoices/index';
import { invoiceGross } from './invoice-total';

/**
 * The largest amount one payment may carry, in minor units: Stripe's limit for EUR and USD
 * (999,999.99). Checked before anything is reserved or charged (docs/decisions/0023).
 */
export const MAX_CHARGE_AMOUNT = 99_999_999;

/** Refuses an order no single payment can carry; larger orders go through sales. */
export function assertChargeable(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_CHARGE_AMOUNT) {
    throw new AppError(422, 'amount_too_large', 'subscriptions.amountTooLarge');
  }
}

/**
 * A renewal at this quantity must be chargeable too, not only the first invoice or a prorated
 * difference: priced without any coupon, as it is once the coupon has run out.
 */
export function assertRenewalChargeable(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  price: { unitAmount: number; quantity: number },
): void {
  const amount = price.unitAmount * price.quantity;
  assertChargeable(
    invoiceGross(config, buyer, [
      {
        kind: 'subscription',
        description: '',
        quantity: price.quantity,
        unitAmount: price.unitAmount,
        amount,
      },
    ]),
  );
}
