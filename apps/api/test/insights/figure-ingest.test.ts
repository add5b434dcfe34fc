import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFigures, users } from '../../src/db/schema/index';
import { ManualClock } from '../../src/platform/clock';
import { createCustomer } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const TOKENS = { dmp: 'dmp-service-token-for-tests', analytics: 'analytics-service-token-for-tests' };
// A clock that stands still, so a report's time is the instant the test reads.
const startedAt = new Date();
const testApp = useTestApp({
  env: { DMP_SERVICE_TOKEN: TOKENS.dmp, ANALYTICS_SERVICE_TOKEN: TOKENS.analytics },
  clock: new ManualClock({ now: () => startedAt }),
});

type App = keyof typeof TOKENS;
const account = { id: 0, email: '' };
let today = '';

beforeAll(async () => {
  Object.assign(account, await createCustomer(testApp().db));
  today = calendarDayIn(testApp().clock.now(), INSIGHTS_TIMEZONE);
});

function report(body: Record<string, unknown>, token: string | null) {
  return testApp().app.inject({
    method: 'POST',
    url: '/v1/internal/figures',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

const reportAs = (app: App, body: Record<string, unknown>) => report({ app, ...body }, TOKENS[app]);

async function cards() {
  const { client } = await loginAs(testApp().app, account.email);
  const window = `from=${addCalendarDays(today, -29)}&to=${today}&timezone=${encodeURIComponent(INSIGHTS_TIMEZONE)}`;
  return {
    audiences: (await client.get('/v1/user/audiences')).json(),
    impressions: (await client.get(`/v1/monitoring/users?${window}`)).json(),
  };
}

describe('POST /v1/internal/figures: who may report', () => {
  it('refuses a caller without a token, with a wrong one, or with the other app’s', async () => {
    const body = { accountId: account.id, day: today, value: 5 };
    expect((await report({ app: 'dmp', ...body }, null)).statusCode).toBe(401);
    expect((await report({ app: 'dmp', ...body }, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await report({ app: 'dmp', ...body }, TOKENS.analytics)).statusCode).toBe(401);
    expect((await report({ app: 'analytics', ...body }, TOKENS.dmp)).statusCode).toBe(401);
    // An app the portal takes no figures from has no token, whatever is sent.
    expect((await report({ app: 'tools', ...body }, TOKENS.dmp)).statusCode).toBe(401);
    // Without the token a malformed report says nothing about what is wrong with it.
    const malformed = await report({ app: 'dmp', accountId: -1, value: 'x' }, null);
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().errors).toBeUndefined();
    expect(await cards()).toMatchObject({
      audiences: { connected: false },
      impressions: { connected: false },
    });
  });
});

describe('POST /v1/internal/figures: what it takes', () => {
  it('refuses figures and ids out of bounds, and days that have not begun or are too old', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ value: -1 }, 'value'],
      [{ value: 1_000_000_001 }, 'value'],
      [{ value: 2.5 }, 'value'],
      [{ value: '12' }, 'value'],
      [{ accountId: 0 }, 'accountId'],
      [{ accountId: 2_147_483_648 }, 'accountId'],
      [{ day: '2026-02-30' }, 'day'],
      [{ day: addCalendarDays(today, 1) }, 'day'],
      [{ day: addCalendarDays(today, -366) }, 'day'],
    ];
    for (const [change, field] of cases) {
      const response = await reportAs('dmp', { accountId: account.id, day: today, value: 5, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const oldest = await reportAs('analytics', {
      accountId: account.id,
      day: addCalendarDays(today, -365),
      value: 1_000_000_000,
    });
    expect(oldest.statusCode, oldest.body).toBe(200);
  });

  it('refuses unknown accounts, sub-users and deleted accounts', async () => {
    const { db } = testApp();
    const [subUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@demo.test'));
    const deleted = await createCustomer(db, { deletedAt: new Date() });
    for (const accountId of [2_147_483_647, subUser!.id, deleted.id]) {
      const response = await reportAs('dmp', { accountId, day: today, value: 5 });
      expect(response.statusCode, String(accountId)).toBe(404);
      expect(response.json().status).toBe('user_not_found');
    }
  });
});

describe('POST /v1/internal/figures: what the cards then show', () => {
  it('shows the figures the apps reported, with their time; a repeated day replaces its figure', async () => {
    const { clock, db } = testApp();
    const first = await reportAs('dmp', {
      accountId: account.id,
      day: addCalendarDays(today, -1),
      value: 700,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      app: 'dmp',
      accountId: account.id,
      day: addCalendarDays(today, -1),
      value: 700,
      reportedAt: clock.now().toISOString(),
    });
    for (const [day, value] of [
      [addCalendarDays(today, -2), 3_000],
      [today, 1_200],
    ] as const) {
      expect((await reportAs('analytics', { accountId: account.id, day, value })).statusCode).toBe(200);
    }
    clock.advance(60_000);
    const repeated = await reportAs('analytics', { accountId: account.id, day: today, value: 1_500 });
    expect(repeated.statusCode).toBe(200);

    expect(await cards()).toEqual({
      audiences: { total: 700, connected: true, reportedAt: first.json().reportedAt, demo: false },
      impressions: { total: 4_500, connected: true, reportedAt: clock.now().toISOString(), demo: false },
    });
    const rows = await db
      .select()
      .from(appFigures)
      .where(
        and(eq(appFigures.userId, account.id), eq(appFigures.app, 'analytics'), eq(appFigures.day, today)),
      );
    expect(rows.map((row) => row.value)).toEqual([1_500]);
  });
});
