import { INSIGHTS_TIMEZONE, NOTIFICATION_TYPES, type NotificationInterval } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appFigures, insightsDigests, notificationSettings, users } from '../../src/db/schema/index';
import { duePeriod } from '../../src/modules/notifications/insights-digest/digest-period';
import { runInsightsDigests } from '../../src/modules/notifications/insights-digest/insights-digest-job';
import { mailsTo } from '../billing-mails/mail-customer';
import { registerBuyer } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const DAY_MS = 86_400_000;

/** A registered customer with insights set as given, in `language` and `timezone`. */
async function reader(
  setting: { active: boolean; status: NotificationInterval } | null,
  profile: { language?: 'en' | 'de' | 'fr'; timezone?: string } = {},
) {
  const { db } = testApp();
  const { email } = await registerBuyer(testApp().app);
  const [user] = await db
    .update(users)
    .set({ language: profile.language ?? 'en', timezone: profile.timezone ?? 'UTC' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (setting) {
    await db
      .insert(notificationSettings)
      .values({ userId: user!.id, typeId: NOTIFICATION_TYPES.insights, ...setting });
  }
  return { email, userId: user!.id };
}

const digestsTo = async (email: string) =>
  (await mailsTo(testApp(), email)).filter((mail) => mail.template === 'insights-digest');

/** Moves the test clock forward to `at`. */
function moveClockTo(at: Date) {
  const { clock } = testApp();
  const by = at.getTime() - clock.now().getTime();
  expect(by).toBeGreaterThanOrEqual(0);
  clock.advance(by);
}

describe('duePeriod', () => {
  const at = new Date('2026-06-01T10:00:00Z'); // a Monday, and the 1st of the month
  it('is the day before for DAY, the week before on Mondays for WEEK, the month before on the 1st for MONTH', () => {
    expect(duePeriod(at, 'UTC', 'DAY')).toEqual({ interval: 'DAY', start: '2026-05-31', end: '2026-05-31' });
    expect(duePeriod(at, 'UTC', 'WEEK')).toEqual({
      interval: 'WEEK',
      start: '2026-05-25',
      end: '2026-05-31',
    });
    expect(duePeriod(at, 'UTC', 'MONTH')).toEqual({
      interval: 'MONTH',
      start: '2026-05-01',
      end: '2026-05-31',
    });
    const tuesday = new Date('2026-06-02T10:00:00Z');
    expect(duePeriod(tuesday, 'UTC', 'WEEK')).toBeNull();
    expect(duePeriod(tuesday, 'UTC', 'MONTH')).toBeNull();
  });

  it('counts days in the user’s timezone', () => {
    // Sunday 31 May 22:00 UTC is already Monday 1 June in Vienna, but not in New York.
    const sundayNight = new Date('2026-05-31T22:00:00Z');
    expect(duePeriod(sundayNight, 'Europe/Vienna', 'WEEK')?.start).toBe('2026-05-25');
    expect(duePeriod(sundayNight, 'Europe/Vienna', 'MONTH')?.start).toBe('2026-05-01');
    expect(duePeriod(sundayNight, 'America/New_York', 'WEEK')).toBeNull();
    expect(duePeriod(sundayNight, 'America/New_York', 'DAY')?.start).toBe('2026-05-30');
  });
});

describe('the insights digest job', () => {
  it('sends the stat cards’ figures of yesterday once, however often it runs', async () => {
    const { app, db, deps, clock } = testApp();
    const ownerId = (
      await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'))
    )[0]!.id;
    await db.update(users).set({ timezone: 'UTC', language: 'en' }).where(eq(users.id, ownerId));
    const { client } = await loginAs(app, 'owner@demo.test');
    const saved = await client.put('/v1/account/notifications', {
      insights: { active: true, status: 'DAY' },
      invoice: { active: true },
      system: { active: true },
      partner: { active: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const yesterday = addCalendarDays(calendarDayIn(clock.now(), 'UTC'), -1);
    const votes: number = (await client.get('/v1/user/votes')).json().total;
    // The demo's DMP app reports the owner's visitors (demo figures); no Analytics app reports for it.
    const audiences = (await client.get('/v1/user/audiences')).json();
    expect(audiences).toMatchObject({ connected: true, demo: true });
    const timezone = encodeURIComponent(INSIGHTS_TIMEZONE);
    const impressions = (
      await client.get(`/v1/monitoring/users?from=${yesterday}&to=${yesterday}&timezone=${timezone}`)
    ).json();
    expect(impressions).toMatchObject({ connected: false });

    await runInsightsDigests(deps);
    await runInsightsDigests(deps);
    await deps.jobs.send(db, 'insights.digest', {});
    const mails = await digestsTo('owner@demo.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const number = new Intl.NumberFormat('en');
    expect(mail).toMatchObject({ language: 'en', subject: expect.stringMatching(/^Your insights of /) });
    expect(mail!.text).toContain(`Votes (Tools, total): ${number.format(votes)}`);
    expect(mail!.text).toContain(`Audience visitors (DMP): ${number.format(audiences.total)} (demo figure)`);
    expect(mail!.text).toContain('Page impressions (Analytics, this period): not connected');
    expect(mail!.text).toContain('Open the dashboard: http://portal.test/dashboard');
    expect(await db.select().from(insightsDigests).where(eq(insightsDigests.userId, ownerId))).toEqual([
      expect.objectContaining({ interval: 'DAY', periodStart: yesterday }),
    ]);
  });

  it('writes in the user’s language and only to users who switched insights on', async () => {
    const { deps } = testApp();
    const german = await reader({ active: true, status: 'DAY' }, { language: 'de' });
    const french = await reader({ active: true, status: 'DAY' }, { language: 'fr' });
    const off = await reader({ active: false, status: 'DAY' });
    const never = await reader(null);
    await runInsightsDigests(deps);
    const [de] = await digestsTo(german.email);
    expect(de).toMatchObject({ language: 'de', subject: expect.stringMatching(/^Ihre Insights vom /) });
    expect(de!.text).toContain('Stimmen (Tools, gesamt): 0');
    expect(de!.text).toContain('Dashboard öffnen');
    const [fr] = await digestsTo(french.email);
    expect(fr).toMatchObject({ language: 'fr', subject: expect.stringMatching(/^Vos insights du /) });
    expect(fr!.text).toContain('Pages vues (Analytics, cette période): non connecté');
    expect(await digestsTo(off.email)).toEqual([]);
    expect(await digestsTo(never.email)).toEqual([]);
  });

  it('reports the figures the DMP and Analytics apps sent, the impressions of the period only', async () => {
    const { db, deps, clock } = testApp();
    const customer = await reader({ active: true, status: 'DAY' });
    const yesterday = addCalendarDays(calendarDayIn(clock.now(), 'UTC'), -1);
    const sent = (app: 'dmp' | 'analytics', day: string, value: number) => ({
      userId: customer.userId,
      app,
      day,
      value,
      reportedAt: clock.now(),
    });
    await db
      .insert(appFigures)
      .values([
        sent('dmp', yesterday, 43_210),
        sent('analytics', yesterday, 1_234),
        sent('analytics', addCalendarDays(yesterday, -1), 999),
      ]);
    await runInsightsDigests(deps);
    const [mail] = await digestsTo(customer.email);
    expect(mail!.text).toContain('Audience visitors (DMP): 43,210\n');
    expect(mail!.text).toContain('Page impressions (Analytics, this period): 1,234\n');
  });

  it('sends a digest the next run again when a crash kept the first from being written', async () => {
    const { deps } = testApp();
    const customer = await reader({ active: true, status: 'DAY' });
    const failing = vi.spyOn(deps.mailer, 'send').mockRejectedValueOnce(new Error('disk full'));
    await expect(runInsightsDigests(deps)).rejects.toThrow('could not be sent');
    failing.mockRestore();
    expect(await digestsTo(customer.email)).toEqual([]);
    await runInsightsDigests(deps);
    await runInsightsDigests(deps);
    expect(await digestsTo(customer.email)).toHaveLength(1);
  });

  it('sends WEEK digests on Mondays for the week before, MONTH digests on the 1st for the month before', async () => {
    const { deps, clock } = testApp();
    const weekly = await reader({ active: true, status: 'WEEK' });
    const monthly = await reader({ active: true, status: 'MONTH' }, { language: 'de' });
    const daily = await reader({ active: true, status: 'DAY' });

    // The next Sunday noon (UTC), then the Monday after it.
    const now = clock.now();
    const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    moveClockTo(sunday);
    await runInsightsDigests(deps);
    const firstOfMonth = sunday.getUTCDate() === 1;
    expect(await digestsTo(weekly.email)).toEqual([]);
    if (!firstOfMonth) expect(await digestsTo(monthly.email)).toEqual([]);

    moveClockTo(new Date(sunday.getTime() + 12.5 * 3_600_000));
    await runInsightsDigests(deps);
    const monday = calendarDayIn(clock.now(), 'UTC');
    const [weekMail] = await digestsTo(weekly.email);
    expect(await digestsTo(weekly.email)).toHaveLength(1);
    expect(weekMail!.subject).toMatch(/^Your insights of the week /);
    const weekStart = addCalendarDays(monday, -7);
    const [weekRecord] = await testApp()
      .db.select()
      .from(insightsDigests)
      .where(eq(insightsDigests.userId, weekly.userId));
    expect(weekRecord).toMatchObject({ interval: 'WEEK', periodStart: weekStart });
    // A daily reader got one per run that fell on a new day.
    expect(await digestsTo(daily.email)).toHaveLength(2);

    // The next 1st of a month, half past midnight.
    const later = clock.now();
    const first = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 1, 0, 30));
    moveClockTo(first);
    await runInsightsDigests(deps);
    await runInsightsDigests(deps);
    const monthMails = await digestsTo(monthly.email);
    // One per 1st the clock passed: maybe that Sunday or Monday, and surely this one.
    expect(monthMails.length).toBe(1 + Number(firstOfMonth) + Number(monday.endsWith('-01')));
    const lastMonth = new Intl.DateTimeFormat('de', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(first.getTime() - DAY_MS));
    expect(monthMails.at(-1)!.subject).toBe(`Ihre Insights für ${lastMonth}`);
  });
});
