import { CURRENCY_IDS } from '@portal/contract';
import { addIntervals } from '../../modules/billing-engine/periods';
import { findDefaultPaymentMethod } from '../../modules/payments/payment-method-queries';
import { backdateSignup } from './billing-demo-customers';
import { payPeriods, refundWithCreditNote } from './billing-demo-invoices';
import { type BillingSeed, daysAfter, daysBefore, minutesBefore, monthsBefore } from './billing-demo-kit';
import { cancelSubscription, endSubscription } from './billing-demo-lifecycle';
import { DEMO_CARDS, gatewayCustomerFor, payerOf, saveSepa } from './billing-demo-methods';
import { cardCustomer, toolsMonthly } from './billing-demo-states';
import { seedUsage, startSubscription } from './billing-demo-subscriptions';

/** James, Austin (US): Analytics Enterprise in US dollars; outside the EU, so no VAT (export). */
export async function dollarCustomer(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 5, 3);
  const { payer, method } = await cardCustomer(seed, userId, createdAt, DEMO_CARDS.amex, 'James Carter');
  const sub = await startSubscription(seed, {
    userId,
    plan: { product: 'analytics-enterprise', interval: 'month', currencyId: CURRENCY_IDS.usd, quantity: 1 },
    createdAt,
  });
  await payPeriods(seed, sub, payer, method, { from: 0, to: sub.periods.length - 1 });
}

/**
 * Marta, Brno (reverse charge): six months of Tools Enterprise, a goodwill credit after an outage,
 * then cancelled; the subscription ended with its grace period.
 */
export async function endedSubscription(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 9, 5);
  const { payer, method } = await cardCustomer(seed, userId, createdAt, DEMO_CARDS.visaDebit, 'Marta Novak');
  const sub = await startSubscription(seed, {
    userId,
    plan: toolsMonthly,
    createdAt,
    billedUntil: addIntervals(createdAt, 'month', 6),
  });
  await payPeriods(seed, sub, payer, method, {
    from: 0,
    to: sub.periods.length - 1,
    afterPaid: async ({ index, invoice, intent }) => {
      if (index !== 3) return;
      await refundWithCreditNote(seed, {
        invoice,
        intentId: intent.id,
        gross: Math.round(invoice.gross / 5),
        reason: 'Service credit for the Tools outage of this period.',
        at: daysAfter(invoice.issuedAt, 12),
      });
    },
  });
  const last = sub.periods.at(-1);
  if (!last) return;
  await cancelSubscription(seed, sub, daysAfter(last.start, 10), {
    reason: 'switched_service',
    comment: null,
  });
  await endSubscription(seed, sub);
}

/** Felix, Hamburg (reverse charge): DMP Enterprise yearly by SEPA, WELCOME10 on its first invoice. */
export async function yearlyBySepa(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 8);
  await backdateSignup(seed, userId, daysBefore(createdAt, 6));
  const payer = await gatewayCustomerFor(seed, userId, minutesBefore(createdAt, 40));
  const mandate = { iban: 'DE89370400440532013000', holder: 'Wagner & Söhne GmbH' };
  const sepa = await saveSepa(seed, payer, mandate, { isDefault: true, at: minutesBefore(createdAt, 30) });
  const sub = await startSubscription(seed, {
    userId,
    plan: { product: 'dmp-enterprise', interval: 'year', currencyId: CURRENCY_IDS.eur, quantity: 1 },
    createdAt,
    couponCode: 'WELCOME10',
  });
  await payPeriods(seed, sub, payer, sepa, { from: 0, to: 0 });
}

/** Elena, Milan (a consumer: Italian VAT): Analytics Enterprise yearly by card. */
export async function yearlyConsumer(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 2, 6);
  const { payer, method } = await cardCustomer(seed, userId, createdAt, DEMO_CARDS.mastercard, 'Elena Rossi');
  const sub = await startSubscription(seed, {
    userId,
    plan: { product: 'analytics-enterprise', interval: 'year', currencyId: CURRENCY_IDS.eur, quantity: 1 },
    createdAt,
  });
  await payPeriods(seed, sub, payer, method, { from: 0, to: 0 });
}

/** Jonas, Linz: Tools Enterprise with WELCOME10 on the first invoice, then Analytics a month later. */
export function twoProducts(seed: BillingSeed, userId: number): (() => Promise<void>)[] {
  const toolsStart = monthsBefore(seed.now, 2, 20);
  const analyticsStart = monthsBefore(seed.now, 1, 3);
  const tools = async () => {
    const { payer, method } = await cardCustomer(seed, userId, toolsStart, DEMO_CARDS.visa, 'Jonas Weber');
    const sub = await startSubscription(seed, {
      userId,
      plan: toolsMonthly,
      createdAt: toolsStart,
      couponCode: 'WELCOME10',
    });
    await payPeriods(seed, sub, payer, method, { from: 0, to: sub.periods.length - 1 });
    await seedUsage(seed, sub, (day) => 520 + ((day * 151) % 400));
  };
  const analytics = async () => {
    const sub = await startSubscription(seed, {
      userId,
      plan: { product: 'analytics-enterprise', interval: 'month', currencyId: CURRENCY_IDS.eur, quantity: 1 },
      createdAt: analyticsStart,
    });
    const method = await findDefaultPaymentMethod(seed.tx, userId);
    if (!method) throw new Error('seed: Jonas has no card');
    await payPeriods(seed, sub, await payerOf(seed, userId), method, { from: 0, to: sub.periods.length - 1 });
  };
  return [tools, analytics];
}
