import type { AppFigure } from '@portal/contract';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { appFigures } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { type Bound, preparedAccountRead, preparedRead } from '../../platform/prepared-query';

/** The app never sent a figure for the account (spec §2's placeholder, "not connected"). */
export const NOT_CONNECTED: AppFigure = { total: 0, connected: false, reportedAt: null, demo: false };

const newestAudience = preparedAccountRead('newest_audience_figure', (executor, accountId) =>
  executor
    .select({ value: appFigures.value, reportedAt: appFigures.reportedAt, demo: appFigures.demo })
    .from(appFigures)
    .where(and(eq(appFigures.userId, accountId), eq(appFigures.app, 'dmp')))
    .orderBy(desc(appFigures.day))
    .limit(1),
);

/** The DMP's audience visitors on the newest day it reported for the account. */
export async function newestAudienceFigure(executor: Executor, accountId: number): Promise<AppFigure> {
  const [row] = await newestAudience(executor, accountId);
  if (!row) return NOT_CONNECTED;
  return { total: row.value, connected: true, reportedAt: row.reportedAt.toISOString(), demo: row.demo };
}

type Window = { accountId: number; from: string; to: string };

const impressionsInWindow = preparedRead(
  'page_impressions_in_window',
  ['accountId', 'from', 'to'],
  (executor, { accountId, from, to }: Bound<Window>) => {
    const inWindow = sql`${appFigures.day} between ${from} and ${to}`;
    return executor
      .select({
        total: sql<string | null>`(sum(${appFigures.value}) filter (where ${inWindow}))::bigint`,
        demo: sql<boolean | null>`bool_or(${appFigures.demo}) filter (where ${inWindow})`,
        // Every day of the account, not only the window's: when the app last reported at all.
        reportedAt: max(appFigures.reportedAt),
      })
      .from(appFigures)
      .where(and(eq(appFigures.userId, accountId), eq(appFigures.app, 'analytics')));
  },
);

/** The Analytics page impressions of the reported days from `from` to `to`, both included. */
export async function pageImpressionsFigure(executor: Executor, window: Window): Promise<AppFigure> {
  const [row] = await impressionsInWindow(executor, window);
  if (!row?.reportedAt) return NOT_CONNECTED;
  return {
    total: Number(row.total ?? 0),
    connected: true,
    reportedAt: new Date(row.reportedAt).toISOString(),
    demo: row.demo ?? false,
  };
}
