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
    const credit = prorate(paidForPeriod, old.currentPeriodStart, old.currentPeriodEnd, at);
    if (credit > 0) {
      lines.push({
        kind: 'proration',
        description: t(language, 'subscriptions.line.credit', { name: replaced.productName }),
        quantity: 1,
        unitAmount: -credit,
        amount: -credit,
        periodStart: at,
        periodEnd: old.currentPeriodEnd,
      });
    }
  }
  return lines;
}
