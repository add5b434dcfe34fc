import { CURRENCY_IDS } from '@portal/contract';
import { backdateSignup } from './billing-demo-customers';
import { chargeInvoice, issuePeriodInvoice, payPeriods } from './billing-demo-invoices';
import { type BillingSeed, daysAfter, daysBefore, minutesBefore, monthsBefore } from './billing-demo-kit';
import { cancelSubscription, markPastDue } from './billing-demo-lifecycle';
import { DEMO_CARDS, gatewayCustomerFor, removeMethod, saveCard } from './billing-demo-methods';
import { type DemoPlan, seedUsage, startSubscription } from './billing-demo-subscriptions';

export const toolsMonthly: DemoPlan = {
  product: 'tools-enterprise',
  interval: 'month',
  currencyId: CURRENCY_IDS.eur,
  quantity: 1,
};

/** Signs a customer up a day before `firstPurchase` and saves its first card just before it. */
export async function cardCustomer(
  seed: BillingSeed,
  userId: number,
  firstPurchase: Date,
  card: string,
  holder: string,
) {
  await backdateSignup(seed, userId, daysBefore(firstPurchase, 1));
  const payer = await gatewayCustomerFor(seed, userId, minutesBefore(firstPurchase, 30));
  const method = await saveCard(
    seed,
    payer,
    { number: card, holder },
    { isDefault: true, at: minutesBefore(firstPurchase, 20) },
  );
  return { payer, method };
}

/** Anna: Tools Enterprise for 2 licenses with PARTNER25 (25 % for good), cancelled, in her grace period. */
export async function canceledInGrace(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 4, 12);
  const { payer, method } = await cardCustomer(seed, userId, createdAt, DEMO_CARDS.mastercard, 'Anna Berger');
  const sub = await startSubscription(seed, {
    userId,
    plan: { ...toolsMonthly, quantity: 2 },
    createdAt,
    couponCode: 'PARTNER25',
  });
  await payPeriods(seed, sub, payer, method, { from: 0, to: sub.periods.length - 1 });
  await seedUsage(seed, sub, (day) => 900 + ((day * 211) % 500));
  await cancelSubscription(seed, sub, daysBefore(seed.now, 5), {
    reason: 'too_expensive',
    comment: 'Our budget for tools was cut this quarter.',
  });
}

/** Lukas: bought DMP Enterprise minutes ago with a card that asks for 3-D Secure; not passed yet. */
export async function incompletePurchase(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = minutesBefore(seed.now, 7);
  const { payer, method } = await cardCustomer(
    seed,
    userId,
    createdAt,
    DEMO_CARDS.always3ds,
    'Lukas Hofmann',
  );
  const sub = await startSubscription(seed, {
    userId,
    plan: { product: 'dmp-enterprise', interval: 'month', currencyId: CURRENCY_IDS.eur, quantity: 1 },
    createdAt,
    state: { status: 'incomplete' },
  });
  const invoice = await issuePeriodInvoice(seed, sub, 0, 'card');
  // On session, as the checkout charges: the intent waits for the challenge (requires_action).
  await chargeInvoice(seed, {
    payer,
    invoice,
    method,
    attempt: 0,
    offSession: false,
    at: createdAt,
    description: sub.productName,
  });
}

/**
 * Sophie: her company card was replaced three days ago by one without funds; the renewal two days
 * ago and the first dunning retry failed. The next retry is due tomorrow (day 3).
 */
export async function pastDueInDunning(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = daysBefore(monthsBefore(seed.now, 1), 2);
  const { payer, method } = await cardCustomer(seed, userId, createdAt, DEMO_CARDS.visa, 'Sophie Martin');
  const sub = await startSubscription(seed, { userId, plan: toolsMonthly, createdAt });
  await payPeriods(seed, sub, payer, method, { from: 0, to: 0 });
  const replacedAt = daysBefore(seed.now, 3);
  const empty = await saveCard(
    seed,
    payer,
    { number: DEMO_CARDS.insufficientFunds, holder: 'Sophie Martin' },
    { isDefault: true, at: replacedAt },
  );
  await removeMethod(seed, payer, method, replacedAt);
  const renewal = await issuePeriodInvoice(seed, sub, 1, 'card');
  for (const attempt of [0, 1]) {
    const at = daysAfter(renewal.issuedAt, attempt);
    await chargeInvoice(seed, {
      payer,
      invoice: renewal,
      method: empty,
      attempt,
      offSession: true,
      at,
      description: sub.productName,
    });
    await markPastDue(seed, sub, attempt, at);
  }
  await seedUsage(seed, sub, (day) => 300 + ((day * 97) % 250));
}
