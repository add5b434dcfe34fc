import { finalPrice, type Language } from '@portal/contract';
import type { Config } from '../../config';
import { tCount } from '../../platform/i18n/index';
import { prorate } from '../billing-engine/index';
import type { InvoiceLineInput, TaxBuyer } from '../invoices/index';
import { assertChargeable, assertRenewalChargeable } from './chargeable-amount';
import { type InvoiceAmounts, invoiceAmounts } from './invoice-total';
import {
  corporateNoChange,
  onlyHigherThan,
  subscriptionIncomplete,
  subscriptionPaused,
} from './subscription-errors';
import type { SubscriptionRecord } from './subscription-queries';
import { isCorporate, runningCouponPercent } from './subscription-view';

/** A licence change priced: its invoice's one line and figures, and the rest of the period it covers. */
export interface PricedQuantityChange {
  lines: InvoiceLineInput[];
  amounts: InvoiceAmounts;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Spec §4, §5: corporate plans keep their licences, a subscription waiting for a payment changes
 * nothing until it is paid (a paused one until the pause ends), and licences only go up. A change and its quote refuse alike.
 */
export function checkQuantityChange(record: SubscriptionRecord, quantity: number): void {
  const sub = record.subscription;
  if (isCorporate(record)) throw corporateNoChange();
  if (sub.status === 'incomplete' || sub.status === 'past_due') throw subscriptionIncomplete();
  // Paused (decision 0085): nothing is billed until the pause ends. A pause only planned allows it.
  if (sub.status === 'paused') throw subscriptionPaused();
  if (quantity <= sub.quantity) throw onlyHigherThan(sub.quantity);
}

/**
 * The one pricing of more licences, for the charge and for its quote: the added licences with the
 * running coupon, prorated from `at` to the end of the running period, taxed for this buyer.
 * Refuses what no single payment can carry, now or at the renewals (unless paid by invoice).
 */
export function priceQuantityChange(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  record: SubscriptionRecord,
  quantity: number,
  at: Date,
  language: Language,
): PricedQuantityChange {
  const sub = record.subscription;
  const added = quantity - sub.quantity;
  const amount = prorate(
    finalPrice(sub.unitAmount, added, runningCouponPercent(record)),
    sub.currentPeriodStart,
    sub.currentPeriodEnd,
    at,
  );
  const lines: InvoiceLineInput[] = [
    {
      kind: 'proration',
      description: tCount(language, 'subscriptions.line.additional', added, {
        name: record.productName,
        quantity: added,
      }),
      quantity: added,
      unitAmount: Math.round(amount / added),
      amount,
      periodStart: at,
      periodEnd: sub.currentPeriodEnd,
    },
  ];
  const amounts = invoiceAmounts(config, buyer, lines);
  assertChargeable(amounts.gross);
  if (!sub.payByInvoice) assertRenewalChargeable(config, buyer, { unitAmount: sub.unitAmount, quantity });
  return { lines, amounts, periodStart: at, periodEnd: sub.currentPeriodEnd };
}
