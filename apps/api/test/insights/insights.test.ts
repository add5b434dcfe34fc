import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { calendarDayIn, calendarDaysFromTo } from '@portal/contract/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { usageRecords } from '../../src/db/schema/index';
import { figureBetween } from '../../src/modules/insights/demo-figure';
import { createCustomer, createSubscription } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const DAY_MS = 86_400_000;

/** Customers of their own, so the figures never depend on the demo seed. */
const world = {
  full: { id: 0, email: '' },
  none: { id: 0, email: '' },
  ended: { id: 0, email: '' },
  analyticsStart: new Date(0),
};

const day = (at: Date) => calendarDayIn(at, INSIGHTS_TIMEZONE);
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

beforeAll(async () => {
  const { db, clock } = testApp();
  const now = clock.now();
  world.full = await createCustomer(db);
  world.none = await createCustomer(db);
  world.ended = await createCustomer(db);
  const tools = await createSubscription(db, { userId: world.full.id, productId: 1, isMetered: true });
  await db.insert(usageRecords).values([
    { subscriptionId: tools, quantity: 120, occurredAt: daysAgo(now, 3), rolledUpAt: daysAgo(now, 2) },
    { subscriptionId: tools, quantity: 80, occurredAt: daysAgo(now, 2), rolledUpAt: daysAgo(now, 1) },
    // Today's views wait for the daily roll-up, as on the subscription card.
    { subscriptionId: tools, quantity: 55, occurredAt: now, rolledUpAt: null },
  ]);
  await createSubscription(db, { userId: world.full.id, productId: 4 });
  world.analyticsStart = daysAgo(now, 10);
  await createSubscription(db, { userId: world.full.id, productId: 3, createdAt: world.analyticsStart });
  // DMP and Analytics that ended 40 days ago: nothing in the last 30 days, no audience any more.
  const endedAt = daysAgo(now, 40);
  for (const productId of [3, 4]) {
    await createSubscription(db, {
      userId: world.ended.id,
      productId,
      status: 'ended',
      createdAt: daysAgo(now, 100),
      endedAt,
    });
  }
});

async function get(email: string, url: string) {
  const { client } = await loginAs(testApp().app, email);
  return client.get(url);
}

function lastThirtyDays(now: Date) {
  const to = day(now);
  const from = day(daysAgo(now, 29));
  return `/v1/monitoring/users?from=${from}&to=${to}&timezone=${encodeURIComponent(INSIGHTS_TIMEZONE)}`;
}

describe('GET /v1/user/votes', () => {
  it('counts the rolled-up poll views of the Tools subscriptions', async () => {
    const response = await get(world.full.email, '/v1/user/votes');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total: 200 });
  });

  it('answers 0 without Tools', async () => {
    expect((await get(world.none.email, '/v1/user/votes')).json()).toEqual({ total: 0 });
  });
});

describe('GET /v1/user/audiences', () => {
  it('answers the same figure for the same account every time, in the demo range', async () => {
    const first = (await get(world.full.email, '/v1/user/audiences')).json().total;
    const second = (await get(world.full.email, '/v1/user/audiences')).json().total;
    expect(first).toBe(second);
    expect(first).toBe(figureBetween(`audiences:${world.full.id}`, 12_000, 480_000));
    expect(first).toBeGreaterThanOrEqual(12_000);
  });

  it('answers 0 without a running DMP subscription', async () => {
    expect((await get(world.none.email, '/v1/user/audiences')).json()).toEqual({ total: 0 });
    expect((await get(world.ended.email, '/v1/user/audiences')).json()).toEqual({ total: 0 });
  });
});

describe('GET /v1/monitoring/users', () => {
  it('sums the page impressions of the days the account had Analytics', async () => {
    const now = testApp().clock.now();
    const response = await get(world.full.email, lastThirtyDays(now));
    expect(response.statusCode, response.body).toBe(200);
    const expected = calendarDaysFromTo(day(world.analyticsStart), day(now)).reduce(
      (total, date) => total + figureBetween(`impressions:${world.full.id}:${date}`, 2_000, 60_000),
      0,
    );
    expect(response.json()).toEqual({ total: expected });
    // Eleven days of at least 2,000: far above the card's threshold of 100.
    expect(expected).toBeGreaterThanOrEqual(11 * 2_000);
  });

  it('counts nothing for days still to come or before the purchase', async () => {
    const now = testApp().clock.now();
    const future = `/v1/monitoring/users?from=${day(daysAgo(now, -1))}&to=${day(daysAgo(now, -5))}&timezone=UTC`;
    expect((await get(world.full.email, future)).json()).toEqual({ total: 0 });
    const before = `/v1/monitoring/users?from=${day(daysAgo(now, 60))}&to=${day(daysAgo(now, 40))}&timezone=UTC`;
    expect((await get(world.full.email, before)).json()).toEqual({ total: 0 });
  });

  it('answers 0 for accounts without Analytics in the window', async () => {
    const now = testApp().clock.now();
    expect((await get(world.none.email, lastThirtyDays(now))).json()).toEqual({ total: 0 });
    expect((await get(world.ended.email, lastThirtyDays(now))).json()).toEqual({ total: 0 });
  });

  it('refuses malformed days, a reversed or too long window and unknown timezones', async () => {
    const cases = [
      ['from=2026-02-30&to=2026-03-01&timezone=UTC', 'from'],
      ['from=2026-03-02&to=2026-03-01&timezone=UTC', 'to'],
      ['from=2024-01-01&to=2026-03-01&timezone=UTC', 'from'],
      ['from=2026-03-01&to=2026-03-02&timezone=Mars%2FOlympus', 'timezone'],
      ['to=2026-03-02&timezone=UTC', 'from'],
    ] as const;
    for (const [query, field] of cases) {
      const response = await get(world.full.email, `/v1/monitoring/users?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });
});

describe('who may ask', () => {
  it('needs the subscriptions permission: a sub-user with a limited role is refused', async () => {
    for (const url of ['/v1/user/votes', '/v1/user/audiences', lastThirtyDays(new Date())]) {
      const response = await get('client@demo.test', url);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('needs a session', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/user/votes' });
    expect(response.statusCode).toBe(401);
  });
});
