import { finalPrice, type Language } from '@portal/contract';
import { t } from '../../../platform/i18n/index';
import type { InvoiceLineInput } from '../../invoices/index';

/** One whole period of a subscription as its invoice bills it. */
export interface PeriodPricing {
  name: string;
  quantity: number;
  /** One licence for the period. */
  unitAmount: number;
  extraUsers: number;
  /** One extra user for the period; null while the subscription has had none. */
  extraUserUnitAmount: number | null;
  /** The coupon that discounts this period, if one does. */
  coupon: { code: string; percentOff: number } | null;
  periodStart: Date;
  periodEnd: Date;
  language: Language;
}

/**
 * The lines of one whole period: the licences, the extra users (decision 0057: their own line,
 * never discounted) and the coupon's discount of the licences. A renewal and a switch to yearly
 * billing bill a period alike.
 */
export function periodLines(pricing: PeriodPricing): InvoiceLineInput[] {
  const { name, quantity, unitAmount, extraUsers, extraUserUnitAmount, coupon, language } = pricing;
  const period = { periodStart: pricing.periodStart, periodEnd: pricing.periodEnd };
  const gross = unitAmount * quantity;
  const lines: InvoiceLineInput[] = [
    {
      kind: 'subscription',
      description: t(language, 'subscriptions.line.subscription', { name, quantity }),
      quantity,
      unitAmount,
      amount: gross,
      ...period,
    },
  ];
  if (extraUsers > 0 && extraUserUnitAmount !== null) {
    lines.push({
      kind: 'subscription',
      description: t(language, 'subscriptions.line.extraUsers', { name, quantity: extraUsers }),
      quantity: extraUsers,
      unitAmount: extraUserUnitAmount,
      amount: extraUsers * extraUserUnitAmount,
      ...period,
    });
  }
  if (coupon?.percentOff) {
    const discount = gross - finalPrice(unitAmount, quantity, coupon.percentOff);
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
  return lines;
}
