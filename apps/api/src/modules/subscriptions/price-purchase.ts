import type { Interval, Language } from '@portal/contract';
import type { Config } from '../../config';
import { addIntervals } from '../billing-engine/index';
import type { CouponRow } from '../catalog/index';
import type { InvoiceLineInput, TaxBuyer } from '../invoices/index';
import { assertChargeable, assertRenewalChargeable } from './chargeable-amount';
import { type InvoiceAmounts, invoiceAmounts } from './invoice-total';
import { purchaseLines } from './purchase-lines';
import type { PurchaseOrder } from './purchase-order';

/** A purchase priced: its first invoice's lines and figures, and the period that invoice covers. */
export interface PricedPurchase {
  lines: InvoiceLineInput[];
  amounts: InvoiceAmounts;
  periodStart: Date;
  periodEnd: Date;
}

/** How the order is bought: licences, interval, payment kind, coupon, time and lines' language. */
export interface PurchaseTerms {
  quantity: number;
  interval: Interval;
  payByInvoice: boolean;
  coupon: CouponRow | null;
  /** The account's time of the purchase: the new subscription's start. */
  at: Date;
  language: Language;
}

/**
 * The one pricing of a purchase, for the charge and for its quote: the licences for one interval
 * from `at`, the coupon, the credit for a replaced subscription, tax for this buyer. Refuses an
 * order no single payment can carry, and one whose renewals no payment could carry (a card or SEPA
 * payer's; an invoice is paid by transfer).
 */
export function pricePurchase(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  order: PurchaseOrder,
  terms: PurchaseTerms,
): PricedPurchase {
  const { plan, product, replaced } = order;
  const { quantity, coupon, at } = terms;
  const periodEnd = addIntervals(at, terms.interval, 1);
  const lines = purchaseLines(
    {
      productName: product.name,
      unitAmount: plan.unitAmount,
      quantity,
      periodStart: at,
      periodEnd,
      coupon: coupon ? { code: coupon.code, percentOff: coupon.percentOff } : null,
      replaced,
      language: terms.language,
    },
    at,
  );
  const amounts = invoiceAmounts(config, buyer, lines);
  assertChargeable(amounts.gross);
  if (!terms.payByInvoice) assertRenewalChargeable(config, buyer, { unitAmount: plan.unitAmount, quantity });
  return { lines, amounts, periodStart: at, periodEnd };
}
