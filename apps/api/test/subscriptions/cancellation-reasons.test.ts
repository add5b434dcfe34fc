import { addUtcMonths } from '@portal/contract/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPauses, subscriptions } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

async function subscribed() {
  const buyer = await buyerWithCard(testApp().app);
  const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  const accountId: number = (await buyer.client.get('/v1/account/me')).json().id;
  return { ...buyer, accountId, subscriptionId: bought.json().data.subscriptionId as string };
}

/** The finance page's cancellation figures: the current month (the last) and the latest list. */
async function cancellationFigures(finance: TestClient) {
  const response = await finance.get('/v1/finance/cancellations');
  expect(response.statusCode, response.body).toBe(200);
  const { months, latest } = response.json();
  return { months, current: months[months.length - 1], latest };
}

/** The subscription as the staff's user detail shows it. */
async function staffView(admin: TestClient, accountId: number, subscriptionId: string) {
  const response = await admin.get(`/v1/user/${accountId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().active_subscriptions.find((sub: { id: string }) => sub.id === subscriptionId);
}

describe('cancelling with a reason (decision 0085)', () => {
  it('keeps the reason and comment for staff and finance, and forgets them on resume', async () => {
    const { app } = testApp();
    const finance = (await loginAs(app, 'finance@demo.test')).client;
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const customer = await subscribed();
    const before = await cancellationFigures(finance);

    const canceled = await customer.client.put('/v1/subscription/cancel', {
      subscriptionId: customer.subscriptionId,
      reason: 'too_expensive',
      comment: '  Too pricey for a team of two.  ',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data.status).toBe('canceled');
    const log = await customer.client.get(
      `/api/v1/audit/datatable?types=subscription&ids=${customer.subscriptionId}&events=updated`,
    );
    expect(log.json().data[0].new_values).toMatchObject({ status: 'canceled', reason: 'too_expensive' });

    const detail = await staffView(admin, customer.accountId, customer.subscriptionId);
    expect(detail).toMatchObject({
      stripe_status: 'canceled',
      pause: null,
      cancellation: { reason: 'too_expensive', comment: 'Too pricey for a team of two.' },
    });
    expect(Date.parse(detail.cancellation.canceled_at)).not.toBeNaN();

    const after = await cancellationFigures(finance);
    expect(after.months).toHaveLength(12);
    expect(after.current.reasons.too_expensive).toBe(before.current.reasons.too_expensive + 1);
    expect(Object.keys(after.current.reasons).sort()).toEqual(
      [
        'customer_service',
        'low_quality',
        'missing_features',
        'none',
        'other',
        'switched_service',
        'too_complex',
        'too_expensive',
        'unused',
      ].sort(),
    );
    expect(after.latest[0]).toMatchObject({
      subscriptionId: customer.subscriptionId,
      product: 'Tools Enterprise',
      reason: 'too_expensive',
      comment: 'Too pricey for a team of two.',
      customer: { id: customer.accountId, name: 'Berta Buyer', email: customer.email },
    });

    const resumed = await customer.client.put('/v1/subscription/resume', {
      subscriptionId: customer.subscriptionId,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await staffView(admin, customer.accountId, customer.subscriptionId)).toMatchObject({
      stripe_status: 'active',
      cancellation: null,
    });
    const withdrawn = await cancellationFigures(finance);
    expect(withdrawn.current.reasons.too_expensive).toBe(before.current.reasons.too_expensive);
    expect(withdrawn.latest.map((row: { subscriptionId: string }) => row.subscriptionId)).not.toContain(
      customer.subscriptionId,
    );
  });

  it('shows staff a planned pause, and counts the pauses that began, not those withdrawn first', async () => {
    const { app, db, clock } = testApp();
    const finance = (await loginAs(app, 'finance@demo.test')).client;
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const customer = await subscribed();
    const before = await cancellationFigures(finance);
    const now = clock.now();
    const pause = {
      subscriptionId: customer.subscriptionId,
      userId: customer.accountId,
      months: 1,
      startsAt: now,
      endsAt: addUtcMonths(now, 1),
      monthlyNet: 25_000,
    };
    // One began now; one was withdrawn before it would have begun.
    await db
      .insert(subscriptionPauses)
      .values([pause, { ...pause, endedEarlyAt: new Date(now.getTime() - 1) }]);
    expect((await cancellationFigures(finance)).current.pauses).toBe(before.current.pauses + 1);

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, customer.subscriptionId));
    const planned = {
      pauseStartsAt: row!.currentPeriodEnd,
      pauseEndsAt: addUtcMonths(row!.currentPeriodEnd, 2),
    };
    await db.update(subscriptions).set(planned).where(eq(subscriptions.id, customer.subscriptionId));
    expect(await staffView(admin, customer.accountId, customer.subscriptionId)).toMatchObject({
      stripe_status: 'active',
      pause: { starts_at: planned.pauseStartsAt.toISOString(), ends_at: planned.pauseEndsAt.toISOString() },
      cancellation: null,
    });
  });

  it('takes the bare cancel of spec §7 as a cancellation without a reason', async () => {
    const { app } = testApp();
    const finance = (await loginAs(app, 'finance@demo.test')).client;
    const customer = await subscribed();
    const before = await cancellationFigures(finance);
    const canceled = await customer.client.put('/v1/subscription/cancel', {
      subscriptionId: customer.subscriptionId,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = await cancellationFigures(finance);
    expect(after.current.reasons.none).toBe(before.current.reasons.none + 1);
    expect(after.latest[0]).toMatchObject({
      subscriptionId: customer.subscriptionId,
      reason: null,
      comment: null,
    });
  });

  it('refuses an unknown reason and a comment over 1,000 characters, naming the field', async () => {
    const customer = await subscribed();
    const { subscriptionId } = customer;
    const cases = [
      [{ subscriptionId, reason: 'bored' }, 'reason', 'The selected reason is invalid.'],
      [
        { subscriptionId, reason: 'other', comment: 'x'.repeat(1001) },
        'comment',
        'The comment may not be longer than 1000 characters.',
      ],
    ] as const;
    for (const [body, field, sentence] of cases) {
      const response = await customer.client.put('/v1/subscription/cancel', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [sentence] });
    }
    const [subscription] = (await customer.client.get('/v1/subscription/all')).json().data;
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active', ends_at: null });
  });
});
