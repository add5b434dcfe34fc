import type { Language } from '@portal/contract';
import type { Config } from '../../config';
import { t } from '../../platform/i18n/index';
import { prorate } from '../billing-engine/index';
import { extraUserUnitAmount } from '../catalog/index';
import type { InvoiceLineInput, TaxBuyer } from '../invoices/index';
import {
  assertChargeable,
  type InvoiceAmounts,
  invoiceAmounts,
  subscriptionIncomplete,
  subscriptionPaused,
} from '../subscriptions/index';
import type { ToolsSubscription } from './tools-subscription';

/** One extra user priced for the rest of the running period: its invoice's line and figures. */
export interface PricedExtraUser {
  lines: InvoiceLineInput[];
  amounts: InvoiceAmounts;
  periodStart: Date;
  periodEnd: Date;
  /** One extra user per interval: what each renewal bills per user from now on. */
  unitAmount: number;
}

/**
 * The one pricing of an extra user, for the charge and for its quote (decision 0036): the
 * subscription's price per user and interval (the configured price until its first extra user fixes
 * it; a yearly period is 12 months), prorated from `at` to the end of the running period exactly as
 * more licences are, taxed for this buyer. The coupon discounts licences only. A subscription
 * waiting for a payment adds nobody until it is paid, as for licences.
 */
export function priceExtraUser(
  config: Pick<Config, 'SELLER_COUNTRY' | 'EXTRA_USER_USD_PRICE'>,
  buyer: TaxBuyer,
  tools: ToolsSubscription,
  at: Date,
  language: Language,
): PricedExtraUser {
  const sub = tools.subscription;
  if (sub.status === 'incomplete' || sub.status === 'past_due') throw subscriptionIncomplete();
  // Nobody is added to a paused subscription (decision 0085); one only planned to pause allows it.
  if (sub.status === 'paused') throw subscriptionPaused();
  const interval = sub.interval === 'year' ? 'year' : 'month';
  const unitAmount = sub.extraUserUnitAmount ?? extraUserUnitAmount(config, sub.currencyId, interval);
  const amount = prorate(unitAmount, sub.currentPeriodStart, sub.currentPeriodEnd, at);
  const lines: InvoiceLineInput[] = [
    {
      kind: 'proration',
      description: t(language, 'subscriptions.line.extraUserAdded', { name: tools.productName }),
      quantity: 1,
      unitAmount: amount,
      amount,
      periodStart: at,
      periodEnd: sub.currentPeriodEnd,
    },
  ];
  const amounts = invoiceAmounts(config, buyer, lines);
  assertChargeable(amounts.gross);
  return { lines, amounts, periodStart: at, periodEnd: sub.currentPeriodEnd, unitAmount };
}
