import { finalPrice, type Language, percentOf } from '@portal/contract';
import { t } from '../../platform/i18n/index';
import { prorate } from '../billing-engine/index';
import type { InvoiceLineInput } from '../invoices/index';
import type { SubscriptionRecord } from './subscription-queries';
import { runningCouponPercent } from './subscription-view';

export interface PurchasePricing {
  productName: string;
  unitAmount: number;
  quantity: number;
  periodStart: Date;
  periodEnd: Date;
  coupon: { code: string; percentOff: number } | null;
  /** The subscription an upgrade replaces: its unused time is credited. */
  replaced: SubscriptionRecord | null;
  language: Language;
}

/** The first invoice's lines: the licenses, the coupon and the credit for a replaced subscription. */
export function purchaseLines(pricing: PurchasePricing, at: Date): InvoiceLineInput[] {
  const {
    productName: name,
    unitAmount,
    quantity,
    periodStart,
    periodEnd,
    coupon,
    replaced,
    language,
  } = pricing;
  const period = { periodStart, periodEnd };
  const lines: InvoiceLineInput[] = [
    {
      kind: 'subscription',
      description: t(language, 'subscriptions.line.subscription', { name, quantity }),
      quantity,
      unitAmount,
      amount: unitAmount * quantity,
      ...period,
    },
  ];
  if (coupon && coupon.percentOff > 0) {
    const discount = percentOf(unitAmount * quantity, coupon.percentOff);
    lines.push({
      kind: 'discount',
      description: t(language, 'subscriptions.line.discount', {
        coupon: coupon.code,
        percent: coupon.percentOff,
      }),
      quantity: 1,
      unitAmount: -discount,
      amount: -discount,
      ...period,
    });
  }
  if (replaced) {
    const old = replaced.subscription;
    const paidForPeriod = finalPrice(old.unitAmount, old.quantity, runningCouponPercent(replaced));
    const credit = unusedTimeCredit(replaced, paidForPeriod, at, language);
    if (credit) lines.push(credit);
  }
  return lines;
}

/**
 * The credit for the unused rest of a subscription's running period from `at`, of `paidForPeriod`
 * (what the whole period was billed): an upgrade replaces the subscription, a switch to yearly
 * billing (decision 0085) ends its month. Null when nothing is left.
 */
export function unusedTimeCredit(
  record: SubscriptionRecord,
  paidForPeriod: number,
  at: Date,
  language: Language,
): InvoiceLineInput | null {
  const sub = record.subscription;
  const credit = prorate(paidForPeriod, sub.currentPeriodStart, sub.currentPeriodEnd, at);
  if (credit <= 0) return null;
  return {
    kind: 'proration',
    description: t(language, 'subscriptions.line.credit', { name: record.productName }),
    quantity: 1,
    unitAmount: -credit,
    amount: -credit,
    periodStart: at,
    periodEnd: sub.currentPeriodEnd,
  };
}
