import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema/index';
import {
  cycleAt,
  DAY,
  HOUR,
  invoicesOfSubscription,
  localDay,
  mailsOfNotice,
  renewAt,
  renewalNotices,
  setTimeZone,
  subscriber,
  useCycleTestApp,
} from './notice-kit';

const testApp = useCycleTestApp();
const N = 2;

/** Midnight UTC of the first day of the month `months` after the clock's month. */
function monthStart(months: number): Date {
  const now = testApp().clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}

/** The next month-end after a week from now that has 31 days, and the next February's last day. */
function nextMonthEnds() {
  let thirtyFirst: Date | null = null;
  let february: Date | null = null;
  for (let months = 1; !thirtyFirst || !february; months += 1) {
    const lastDay = new Date(monthStart(months + 1).getTime() - DAY);
    if (!thirtyFirst && lastDay.getUTCDate() === 31) thirtyFirst = lastDay;
    if (!february && lastDay.getUTCMonth() === 1) february = lastDay;
  }
  return { thirtyFirst, february };
}

/**
 * Runs the cycle an hour before the notice window opens (nothing sent) and an hour after (one
 * notice), then returns the notice and its mail.
 */
async function noticeAround(subscriptionId: string, renewsAt: Date) {
  const opens = renewsAt.getTime() - (N + 1) * DAY;
  await cycleAt(testApp(), new Date(opens - HOUR));
  expect(await renewalNotices(testApp(), subscriptionId)).toHaveLength(0);
  await cycleAt(testApp(), new Date(opens + HOUR));
  const notices = await renewalNotices(testApp(), subscriptionId);
  expect(notices).toHaveLength(1);
  const [mail] = await mailsOfNotice(testApp(), notices[0]!.id);
  return { notice: notices[0]!, mail: mail! };
}

describe('the day a notice announces', () => {
  it('is the account’s own day: Pacific/Auckland is a day ahead, America/Los_Angeles a day behind', async () => {
    const { app } = testApp();
    const auckland = await subscriber(app);
    const losAngeles = await subscriber(app);
    await setTimeZone(testApp(), auckland.accountId, 'Pacific/Auckland');
    await setTimeZone(testApp(), losAngeles.accountId, 'America/Los_Angeles');
    const day = monthStart(1).getTime() + 9 * DAY;
    // 12:30 UTC is already the next day in Auckland; 03:00 UTC still the day before in Los Angeles.
    const aucklandAt = new Date(day + 12.5 * HOUR);
    const losAngelesAt = new Date(day + 3 * HOUR);
    await renewAt(testApp(), auckland.subscriptionId, aucklandAt);
    await renewAt(testApp(), losAngeles.subscriptionId, losAngelesAt);

    const west = await noticeAround(losAngeles.subscriptionId, losAngelesAt);
    const east = await noticeAround(auckland.subscriptionId, aucklandAt);
    const utcDay = localDay(new Date(day), 'UTC');
    expect(localDay(east.notice.collectOn, 'UTC')).toBe(localDay(new Date(day + DAY), 'UTC'));
    expect(east.mail.subject).toContain(`on ${localDay(aucklandAt, 'Pacific/Auckland')}`);
    expect(east.mail.subject).not.toContain(utcDay);
    expect(localDay(west.notice.collectOn, 'UTC')).toBe(localDay(new Date(day - DAY), 'UTC'));
    expect(west.mail.subject).toContain(`on ${localDay(losAngelesAt, 'America/Los_Angeles')}`);
    expect(west.mail.subject).not.toContain(utcDay);
    for (const { subscriptionId } of [auckland, losAngeles]) {
      await testApp()
        .db.update(subscriptions)
        .set({ status: 'ended' })
        .where(eq(subscriptions.id, subscriptionId));
    }
  });

  it('month ends: a renewal on the 31st, on the last day of February and on the 1st', async () => {
    const { app } = testApp();
    const { thirtyFirst, february } = nextMonthEnds();
    const first = new Date(february.getTime() + DAY);
    const renewals = [
      { renewsAt: new Date(thirtyFirst.getTime() + 10 * HOUR), anchor: thirtyFirst },
      // Anchored on a 31st: February's renewal is clamped to its last day.
      { renewsAt: new Date(february.getTime() + 10 * HOUR), anchor: new Date(Date.UTC(2026, 0, 31, 10)) },
      { renewsAt: new Date(first.getTime() + 10 * HOUR), anchor: new Date(Date.UTC(2026, 0, 1, 10)) },
    ].sort((a, b) => a.renewsAt.getTime() - b.renewsAt.getTime());
    const placed = [];
    for (const { renewsAt, anchor } of renewals) {
      const sepa = await subscriber(app);
      await renewAt(testApp(), sepa.subscriptionId, renewsAt, anchor);
      placed.push({ ...sepa, renewsAt });
    }
    // Every step of every renewal in the order of time, as the clock passes them.
    const steps = placed.flatMap(({ subscriptionId, renewsAt }) => {
      const opens = renewsAt.getTime() - (N + 1) * DAY;
      return [
        {
          at: opens - HOUR,
          check: async () => expect(await renewalNotices(testApp(), subscriptionId)).toEqual([]),
        },
        {
          at: opens + HOUR,
          check: async () => {
            const notices = await renewalNotices(testApp(), subscriptionId);
            expect(notices).toHaveLength(1);
            const notice = notices[0]!;
            const [mail] = await mailsOfNotice(testApp(), notice.id);
            // Sent N+1 days ahead, across the month's turn where there is one; announced for the renewal day.
            expect(notice.sentAt!.getTime()).toBe(opens + HOUR);
            expect(localDay(notice.collectOn, 'UTC')).toBe(localDay(renewsAt, 'Europe/Vienna'));
            expect(mail!.subject).toContain(`on ${localDay(renewsAt, 'Europe/Vienna')}`);
            // The period the debit pays for starts on the renewal day.
            expect(mail!.text).toContain(`Period: ${localDay(renewsAt, 'Europe/Vienna')} – `);
          },
        },
        {
          at: renewsAt.getTime() - 60_000,
          check: async () => expect(await invoicesOfSubscription(testApp(), subscriptionId)).toHaveLength(1),
        },
        {
          at: renewsAt.getTime(),
          check: async () => {
            const invoices = await invoicesOfSubscription(testApp(), subscriptionId);
            expect(invoices).toHaveLength(2);
            expect(invoices[1]!.issuedAt).toEqual(renewsAt);
          },
        },
      ];
    });
    for (const step of steps.sort((a, b) => a.at - b.at)) {
      await cycleAt(testApp(), new Date(step.at));
      await step.check();
    }
  });
});
