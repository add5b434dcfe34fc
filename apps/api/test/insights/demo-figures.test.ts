import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { and, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appFigures, subscriptions, users } from '../../src/db/schema/index';
import { runDemoFeeds } from '../../src/modules/insights/demo-feeds-job';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

// This file's app runs as a demo installation does (DEMO_SEED on), on the suite's demo-seeded
// database. The suite's other files run with DEMO_SEED off.
const TOKEN = 'dmp-service-token-for-tests';
const testApp = useTestApp({ env: { DEMO_SEED: 'true', DMP_SERVICE_TOKEN: TOKEN } });
const DAY_MS = 86_400_000;

async function figuresOf(email: string) {
  const { client } = await loginAs(testApp().app, email);
  const today = calendarDayIn(testApp().clock.now(), INSIGHTS_TIMEZONE);
  const window = `from=${addCalendarDays(today, -29)}&to=${today}&timezone=${encodeURIComponent(INSIGHTS_TIMEZONE)}`;
  return {
    audiences: (await client.get('/v1/user/audiences')).json(),
    impressions: (await client.get(`/v1/monitoring/users?${window}`)).json(),
  };
}

async function idOf(email: string): Promise<number> {
  const [row] = await testApp().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function newestDay(email: string, app: 'dmp' | 'analytics') {
  const [row] = await testApp()
    .db.select({ day: max(appFigures.day) })
    .from(appFigures)
    .where(and(eq(appFigures.userId, await idOf(email)), eq(appFigures.app, app)));
  return row?.day ?? null;
}

describe('demo figures', () => {
  it('are in the demo data, marked as demo: the owner’s DMP visitors, Jonas’ Analytics impressions', async () => {
    const owner = await figuresOf('owner@demo.test');
    expect(owner.audiences).toMatchObject({ connected: true, demo: true });
    expect(owner.audiences.total).toBeGreaterThanOrEqual(12_000);
    // The owner has no Analytics: no app reports for it.
    expect(owner.impressions).toMatchObject({ connected: false, demo: false });
    const jonas = await figuresOf('jonas.weber@demo.test');
    expect(jonas.impressions).toMatchObject({ connected: true, demo: true });
    expect(jonas.impressions.total).toBeGreaterThanOrEqual(2_000);
    expect(await figuresOf('new@demo.test')).toMatchObject({
      audiences: { connected: false },
      impressions: { connected: false },
    });
  });

  it('go on day by day while DEMO_SEED is on, until the real app reports or the product is gone', async () => {
    const { clock, db, deps } = testApp();
    const seeded = await newestDay('owner@demo.test', 'dmp');
    clock.advance(2 * DAY_MS);
    const today = calendarDayIn(clock.now(), INSIGHTS_TIMEZONE);
    expect(seeded).not.toBe(today);
    // A process without DEMO_SEED makes no demo figures, even on a database with demo data.
    await runDemoFeeds({ ...deps, config: { ...deps.config, DEMO_SEED: false } });
    expect(await newestDay('owner@demo.test', 'dmp')).toBe(seeded);

    // The worker's job, as a demo installation runs it.
    await deps.jobs.send(db, 'insights.demo-feeds', {});
    expect(await deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await newestDay('owner@demo.test', 'dmp')).toBe(today);
    expect(await newestDay('jonas.weber@demo.test', 'analytics')).toBe(today);
    expect(await newestDay('new@demo.test', 'dmp')).toBeNull();

    // The DMP app reports for the owner: from now on its figures are the app's. Jonas' Analytics ends.
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/v1/internal/figures',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { app: 'dmp', accountId: await idOf('owner@demo.test'), day: today, value: 321 },
    });
    expect(response.statusCode, response.body).toBe(200);
    await db
      .update(subscriptions)
      .set({ status: 'ended', endedAt: clock.now() })
      .where(
        and(
          eq(subscriptions.userId, await idOf('jonas.weber@demo.test')),
          eq(subscriptions.line, 'analytics'),
        ),
      );
    clock.advance(DAY_MS);
    await runDemoFeeds(deps);
    expect(await newestDay('owner@demo.test', 'dmp')).toBe(today);
    expect(await newestDay('jonas.weber@demo.test', 'analytics')).toBe(today);
    expect((await figuresOf('owner@demo.test')).audiences).toMatchObject({
      total: 321,
      connected: true,
      demo: false,
    });
  });
});
