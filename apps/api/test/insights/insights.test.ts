import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFigures, usageRecords } from '../../src/db/schema/index';
import { createCustomer, createSubscription } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

// No DMP or Analytics token is configured here: the figures come from rows written as the ingest
// writes them (its own tests are in figure-ingest.test.ts).
const testApp = useTestApp();
const DAY_MS = 86_400_000;

/** Customers of their own, so the figures never depend on the demo seed. */
const world = {
  reported: { id: 0, email: '' },
  /** Holds DMP and Analytics, but neither app ever reported for it. */
  silent: { id: 0, email: '' },
  reportedAt: new Date(0),
  today: '',
};

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const dayBefore = (days: number) => addCalendarDays(world.today, -days);

beforeAll(async () => {
  const { db, clock } = testApp();
  const now = clock.now();
  world.today = calendarDayIn(now, INSIGHTS_TIMEZONE);
  world.reported = await createCustomer(db);
  world.silent = await createCustomer(db);
  const tools = await createSubscription(db, { userId: world.reported.id, productId: 1, isMetered: true });
  await db.insert(usageRecords).values([
    { subscriptionId: tools, quantity: 120, occurredAt: daysAgo(now, 3), rolledUpAt: daysAgo(now, 2) },
    { subscriptionId: tools, quantity: 80, occurredAt: daysAgo(now, 2), rolledUpAt: daysAgo(now, 1) },
    // Today's views wait for the daily roll-up, as on the subscription card.
    { subscriptionId: tools, quantity: 55, occurredAt: now, rolledUpAt: null },
  ]);
  for (const productId of [3, 4]) await createSubscription(db, { userId: world.silent.id, productId });
  world.reportedAt = daysAgo(now, 1);
  const reported = (app: 'dmp' | 'analytics', days: number, value: number) => ({
    userId: world.reported.id,
    app,
    day: dayBefore(days),
    value,
    reportedAt: world.reportedAt,
  });
  await db
    .insert(appFigures)
    .values([
      reported('dmp', 40, 90_000),
      reported('dmp', 2, 150_000),
      reported('analytics', 45, 9_000),
      reported('analytics', 29, 1_000),
      reported('analytics', 3, 2_500),
      reported('analytics', 0, 400),
    ]);
});

async function get(email: string, url: string) {
  const { client } = await loginAs(testApp().app, email);
  return client.get(url);
}

const impressionsUrl = (from: string, to: string, timezone = INSIGHTS_TIMEZONE) =>
  `/v1/monitoring/users?from=${from}&to=${to}&timezone=${encodeURIComponent(timezone)}`;

const NOT_CONNECTED = { total: 0, connected: false, reportedAt: null, demo: false };

describe('GET /v1/user/votes', () => {
  it('counts the rolled-up poll views of the Tools subscriptions', async () => {
    const response = await get(world.reported.email, '/v1/user/votes');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total: 200 });
  });

  it('answers 0 without Tools', async () => {
    expect((await get(world.silent.email, '/v1/user/votes')).json()).toEqual({ total: 0 });
  });
});

describe('GET /v1/user/audiences', () => {
  it('answers the audience visitors of the newest day the DMP app reported, with its time', async () => {
    const response = await get(world.reported.email, '/v1/user/audiences');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 150_000,
      connected: true,
      reportedAt: world.reportedAt.toISOString(),
      demo: false,
    });
  });

  it('answers "not connected" while the DMP app never reported for the account, DMP or not', async () => {
    expect((await get(world.silent.email, '/v1/user/audiences')).json()).toEqual(NOT_CONNECTED);
  });
});

describe('GET /v1/monitoring/users', () => {
  it('sums the page impressions the Analytics app reported for the days of the window', async () => {
    const response = await get(world.reported.email, impressionsUrl(dayBefore(29), world.today));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 1_000 + 2_500 + 400,
      connected: true,
      reportedAt: world.reportedAt.toISOString(),
      demo: false,
    });
  });

  it('counts the same calendar days whatever known timezone is named', async () => {
    const response = await get(world.reported.email, impressionsUrl(dayBefore(3), dayBefore(3), 'UTC'));
    expect(response.json().total).toBe(2_500);
  });

  it('answers 0 for a window without reported days: connected, and when it last reported', async () => {
    const response = await get(world.reported.email, impressionsUrl(dayBefore(20), dayBefore(10)));
    expect(response.json()).toEqual({
      total: 0,
      connected: true,
      reportedAt: world.reportedAt.toISOString(),
      demo: false,
    });
  });

  it('answers "not connected" while the Analytics app never reported for the account', async () => {
    const response = await get(world.silent.email, impressionsUrl(dayBefore(29), world.today));
    expect(response.json()).toEqual(NOT_CONNECTED);
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
      const response = await get(world.reported.email, `/v1/monitoring/users?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });
});

describe('who may ask', () => {
  it('needs the subscriptions permission: a sub-user with a limited role is refused', async () => {
    const window = impressionsUrl(world.today, world.today);
    for (const url of ['/v1/user/votes', '/v1/user/audiences', window]) {
      const response = await get('client@demo.test', url);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('needs a session', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/user/votes' });
    expect(response.statusCode).toBe(401);
  });

  it('takes no reports while no app token is configured', async () => {
    for (const app of ['dmp', 'analytics']) {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/v1/internal/figures',
        headers: { authorization: 'Bearer any-token-of-sixteen-or-more' },
        payload: { app, accountId: world.reported.id, day: world.today, value: 1 },
      });
      expect(response.statusCode, app).toBe(401);
    }
  });
});
