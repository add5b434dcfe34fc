import { CURRENCY_IDS } from '@portal/contract';
import { backdateSignup } from './billing-demo-customers';
import {
  chargeInvoice,
  issuePeriodInvoice,
  payByTransfer,
  payPeriods,
  refundWithCreditNote,
} from './billing-demo-invoices';
import { type BillingSeed, daysAfter, daysBefore, minutesBefore, monthsBefore } from './billing-demo-kit';
import { DEMO_CARDS, gatewayCustomerFor, payerOf, saveCard, saveSepa } from './billing-demo-methods';
import { seedUsage, startSubscription } from './billing-demo-subscriptions';

const EUR = CURRENCY_IDS.eur;

/**
 * owner@demo.test (DESIGN.md §5): a year of Tools Enterprise for 3 licenses by card, one invoice
 * partly refunded with a credit note, and DMP Enterprise by SEPA whose latest debit the bank is still
 * processing, so the account has open and paid invoices. Two stories, one per subscription, so each
 * runs forward in time.
 */
export function ownerStories(seed: BillingSeed, ownerId: number): (() => Promise<void>)[] {
  return [() => ownerTools(seed, ownerId), () => ownerDmp(seed, ownerId)];
}

async function ownerTools(seed: BillingSeed, ownerId: number): Promise<void> {
  // Bought 12 months ago: twelve invoices so far, the next renewal nine days ahead.
  const toolsStart = monthsBefore(seed.now, 12, 9);
  await backdateSignup(seed, ownerId, daysBefore(toolsStart, 3));
  const payer = await gatewayCustomerFor(seed, ownerId, daysBefore(toolsStart, 1));
  const card = await saveCard(
    seed,
    payer,
    { number: DEMO_CARDS.visa, holder: 'Olivia Owner' },
    { isDefault: true, at: minutesBefore(toolsStart, 20) },
  );
  const tools = await startSubscription(seed, {
    userId: ownerId,
    plan: { product: 'tools-enterprise', interval: 'month', currencyId: EUR, quantity: 3 },
    createdAt: toolsStart,
  });
  const refundIndex = tools.periods.length - 4;
  await payPeriods(seed, tools, payer, card, {
    from: 0,
    to: tools.periods.length - 1,
    afterPaid: async ({ index, invoice, intent }) => {
      if (index !== refundIndex) return;
      await refundWithCreditNote(seed, {
        invoice,
        intentId: intent.id,
        gross: Math.round(invoice.gross / tools.row.quantity),
        reason: 'One of the three licenses was not used in this period (goodwill).',
        at: daysAfter(invoice.issuedAt, 6),
      });
    },
  });
  await seedUsage(seed, tools, (day) => 1_650 + ((day * 379) % 900));
}

async function ownerDmp(seed: BillingSeed, ownerId: number): Promise<void> {
  // Bought two months and a day ago: its third invoice was issued yesterday.
  const dmpStart = daysBefore(monthsBefore(seed.now, 2), 1);
  const mandateAt = minutesBefore(dmpStart, 15);
  // Waits for the Tools story, which created the customer at the gateway months before.
  await seed.at(mandateAt);
  const payer = await payerOf(seed, ownerId);
  const sepa = await saveSepa(
    seed,
    payer,
    { iban: 'AT611904300234573201', holder: 'Demo Media GmbH' },
    { isDefault: false, at: mandateAt },
  );
  const dmp = await startSubscription(seed, {
    userId: ownerId,
    plan: { product: 'dmp-enterprise', interval: 'month', currencyId: EUR, quantity: 1 },
    createdAt: dmpStart,
  });
  const latest = dmp.periods.length - 1;
  await payPeriods(seed, dmp, payer, sepa, { from: 0, to: latest - 1 });
  const open = await issuePeriodInvoice(seed, dmp, latest, 'sepa_debit');
  // The debit went to the bank at the seed's time: the sandbox settles it once its settlement
  // delay (SANDBOX_SEPA_SETTLEMENT_MINUTES) has passed, so the demo shows SEPA settling.
  await chargeInvoice(seed, {
    payer,
    invoice: open,
    method: sepa,
    attempt: 0,
    offSession: true,
    at: seed.now,
    description: dmp.productName,
  });
}

/** invoice@demo.test (DESIGN.md §5): Tools Corporate yearly, paid by bank transfer, nothing open. */
export async function invoicePayerStory(seed: BillingSeed, userId: number): Promise<void> {
  const createdAt = monthsBefore(seed.now, 5, 4);
  await backdateSignup(seed, userId, daysBefore(createdAt, 2));
  const corporate = await startSubscription(seed, {
    userId,
    plan: { product: 'tools-corporate', interval: 'year', currencyId: EUR, quantity: 1 },
    createdAt,
    state: { payByInvoice: true },
  });
  const invoice = await issuePeriodInvoice(seed, corporate, 0, 'invoice');
  await payByTransfer(seed, invoice, daysAfter(createdAt, 9));
  await seedUsage(seed, corporate, (day) => 4_200 + ((day * 613) % 1_700));
}
