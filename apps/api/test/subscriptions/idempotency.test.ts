import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments, subscriptions } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

async function countsFor(accountId: number) {
  const { db } = testApp();
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, accountId));
  const bills = await db.select().from(invoices).where(eq(invoices.userId, accountId));
  const charges = await db.select().from(payments).where(eq(payments.userId, accountId));
  return { subscriptions: subs.length, invoices: bills.length, payments: charges.length };
}

describe('money never moves twice', () => {
  it('answers a repeated Idempotency-Key with the first answer; another body is refused', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const headers = { 'idempotency-key': 'purchase-1' };
    const first = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH, { headers });
    const second = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH, { headers });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await client.post(
      '/v1/subscription/upgrade',
      { ...TOOLS_ENTERPRISE_MONTH, quantity: 2 },
      { headers },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().status).toBe('idempotency_conflict');
    const me = (await client.get('/v1/account/me')).json();
    expect(await countsFor(me.id)).toEqual({ subscriptions: 1, invoices: 1, payments: 1 });
  });

  it.each([
    ['with one key', true],
    ['without a key', false],
  ])('20 parallel purchases %s: one subscription, one charge', async (_label, withKey) => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const headers: Record<string, string> = withKey ? { 'idempotency-key': 'double-click' } : {};
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH, { headers }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.subscriptionId));
    expect(ids.size).toBe(1);
    const me = (await client.get('/v1/account/me')).json();
    expect(await countsFor(me.id)).toEqual({ subscriptions: 1, invoices: 1, payments: 1 });
  });
});
