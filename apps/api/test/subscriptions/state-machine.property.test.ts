import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, payments, subscriptions } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { useTestApp } from '../support/test-app';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();
const DAY = 86_400_000;

type Step =
  | { kind: 'quantity'; delta: number }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'time'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('quantity' as const), delta: fc.integer({ min: -2, max: 3 }) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('resume' as const) }),
  fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

describe('subscription state machine (property)', () => {
  it('whatever customers do and however time passes: quantities never decrease, no amount is negative, totals add up', async () => {
    const { app, db, clock, deps } = testApp();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const { client } = await buyerWithCard(app);
        const bought = await client.post('/v1/subscription/upgrade', {
          ...TOOLS_ENTERPRISE_MONTH,
          couponCode: 'PARTNER25',
        });
        expect(bought.statusCode, bought.body).toBe(200);
        const subscriptionId: string = bought.json().data.subscriptionId;
        let lastQuantity = 1;
        for (const action of steps) {
          if (action.kind === 'time') {
            clock.advance(action.days * DAY);
            await runBillingCycle(deps);
            expect((await client.post('/v1/auth/refresh')).statusCode).toBeLessThan(500);
            continue;
          }
          const response =
            action.kind === 'quantity'
              ? await client.put('/v1/subscription/quantity', {
                  subscriptionId,
                  quantity: lastQuantity + action.delta,
                })
              : await client.put(`/v1/subscription/${action.kind}`, { subscriptionId });
          // Refusals are fine (wrong state, lower quantity); server errors are not.
          expect(response.statusCode).toBeLessThan(500);
          const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
          expect(row!.quantity).toBeGreaterThanOrEqual(lastQuantity);
          lastQuantity = row!.quantity;
        }
        const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
        const bills = await db.select().from(invoices).where(eq(invoices.userId, row!.userId));
        for (const bill of bills) {
          expect(bill.net).toBeGreaterThanOrEqual(0);
          expect(bill.tax).toBeGreaterThanOrEqual(0);
          expect(bill.gross).toBe(bill.net + bill.tax);
          const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, bill.id));
          expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(bill.net);
        }
        const ids = bills.map((bill) => bill.id);
        const charges = ids.length
          ? await db.select().from(payments).where(inArray(payments.invoiceId, ids))
          : [];
        expect(charges.every((charge) => charge.amount > 0)).toBe(true);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
