import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

/*
 * The demo data's stand-in for the DMP and Analytics apps (decision 0075): rows of `app_figures`
 * marked `demo`, so the read routes have no demo case of their own. The seed starts a feed for each
 * account holding DMP or Analytics; while the demo data is in use an hourly job adds each feed's
 * missing days. A feed stops when the account no longer holds the product, or when the real app
 * reports for it (its row is no longer demo).
 */

/** Days a new feed reaches back: the 30-day card and a digest of the month before have theirs. */
const FEED_DAYS = 40;

/** A stable figure per account and day: visitors around a fixed size, impressions well under 10M a month. */
const demoValue = sql`case feed.app
  when 'dmp' then 12000 + (feed.user_id * 7919) % 468000 + ((series.day::date - date '2000-01-01') % 97) * 11
  else 2000 + (feed.user_id * 131 + (series.day::date - date '2000-01-01') * 977) % 58001 end`;

/** Inserts a demo row for every day of each feed from its `first` day (an SQL date) to today. */
function fillFeeds(feeds: SQL, first: SQL, now: Date): SQL {
  const today = calendarDayIn(now, INSIGHTS_TIMEZONE);
  const earliest = addCalendarDays(today, -(FEED_DAYS - 1));
  return sql`insert into app_figures (user_id, app, day, value, reported_at, demo)
    select feed.user_id, feed.app, series.day::date, ${demoValue}, ${now.toISOString()}::timestamptz, true
    from (${feeds}) as feed
    cross join lateral generate_series(greatest(${first}, ${earliest}::date), ${today}::date, interval '1 day')
      as series(day)
    on conflict do nothing`;
}

/** Accounts holding a DMP or Analytics subscription that has not ended, with their app. */
const liveHolders = sql`select s.user_id, s.line as app, min(s.created_at) as since
  from subscriptions s where s.line in ('dmp', 'analytics') and s.status <> 'ended'
  group by s.user_id, s.line`;

/** The seed: a feed for each account holding DMP or Analytics, from its purchase or 40 days back. */
export async function startDemoFeeds(executor: Executor, now: Date): Promise<void> {
  const since = sql.raw(`(feed.since at time zone '${INSIGHTS_TIMEZONE}')::date`);
  await executor.execute(fillFeeds(liveHolders, since, now));
}

/** The hourly job: each demo feed of an account still holding the product gets its days up to today. */
export async function continueDemoFeeds(executor: Executor, now: Date): Promise<void> {
  const demoFeeds = sql`select f.user_id, f.app, max(f.day) as newest
    from app_figures f
    where exists (select 1 from subscriptions s
      where s.user_id = f.user_id and s.line = f.app and s.status <> 'ended')
    group by f.user_id, f.app
    having bool_and(f.demo)`;
  await executor.execute(fillFeeds(demoFeeds, sql.raw('feed.newest + 1'), now));
}
