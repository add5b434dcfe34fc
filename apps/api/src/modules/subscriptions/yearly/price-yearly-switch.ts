import type { Language, YearlySwitchTime } from '@portal/contract';
import type { Config } from '../../../config';
import { addIntervals } from '../../billing-engine/index';
import type { PlanRow } from '../../catalog/index';
import type { InvoiceLineInput, TaxBuyer } from '../../invoices/index';
import { assertChargeable, assertRenewalChargeable } from '../chargeable-amount';
import { type InvoiceAmounts, invoiceAmounts } from '../invoice-total';
import { unusedTimeCredit } from '../purchase-lines';
import { periodLines } from '../renewals/period-lines';
import type { SubscriptionRecord } from '../subscription-queries';
import { renewalNet, runningCouponPercent } from '../subscription-view';
import { type BillingTerms, yearlyTerms } from './billing-terms';

/** The first yearly invoice priced: its lines and figures, the year it covers and its terms. */
export interface PricedYearlySwitch {
  lines: InvoiceLineInput[];
  amounts: InvoiceAmounts;
  periodStart: Date;
  periodEnd: Date;
  terms: BillingTerms;
  /** The coupon's renewals left once this invoice has used one (null: it lasts forever). */
  couponCyclesLeft: number | null;
}

/**
 * The one pricing of a switch to yearly billing, for the switch and for its quote: a whole year on
 * the yearly plan, extra users at twelve times their monthly price, the running coupon as at a
 * renewal (the year uses one of its cycles). `now`: the year starts at `at` and the unused rest of
 * the month — licences as billed, extra users — is credited by the upgrade's own proration;
 * `period_end`: the first renewal's invoice, from the end of the running period.
 */
export function priceYearlySwitch(
  config: Pick<Config, 'SELLER_COUNTRY'>,
  buyer: TaxBuyer,
  record: SubscriptionRecord,
  plan: Pick<PlanRow, 'id' | 'unitAmount'>,
  when: YearlySwitchTime,
  at: Date,
  language: Language,
): PricedYearlySwitch {
  const sub = record.subscription;
  const terms = yearlyTerms(sub, plan);
  const periodStart = when === 'now' ? at : sub.currentPeriodEnd;
  const periodEnd = addIntervals(periodStart, 'year', 1);
  const percentOff = runningCouponPercent(record);
  const lines = periodLines({
    name: record.productName,
    quantity: sub.quantity,
    unitAmount: terms.unitAmount,
    extraUsers: sub.extraUsers,
    extraUserUnitAmount: terms.extraUserUnitAmount,
    coupon: percentOff > 0 ? { code: record.couponCode ?? '', percentOff } : null,
    periodStart,
    periodEnd,
    language,
  });
  if (when === 'now') {
    const credit = unusedTimeCredit(record, renewalNet(record), at, language);
    if (credit) lines.push(credit);
  }
  const amounts = invoiceAmounts(config, buyer, lines);
  assertChargeable(amounts.gross);
  if (!sub.payByInvoice) {
    assertRenewalChargeable(config, buyer, { unitAmount: terms.unitAmount, quantity: sub.quantity });
  }
  const left = sub.couponCyclesLeft;
  return {
    lines,
    amounts,
    periodStart,
    periodEnd,
    terms,
    couponCyclesLeft: percentOff > 0 && left !== null ? left - 1 : left,
  };
}
