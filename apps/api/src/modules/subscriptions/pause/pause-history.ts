import { and, eq, isNull } from 'drizzle-orm';
import { subscriptionPauses } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

/** Keeps the pause asked for (staff and finance read the history after it ended). */
export async function recordPause(
  executor: Executor,
  pause: {
    subscriptionId: string;
    accountId: number;
    months: number;
    startsAt: Date;
    endsAt: Date;
    monthlyNet: number;
    at: Date;
  },
): Promise<void> {
  await executor.insert(subscriptionPauses).values({
    subscriptionId: pause.subscriptionId,
    userId: pause.accountId,
    months: pause.months,
    startsAt: pause.startsAt,
    endsAt: pause.endsAt,
    monthlyNet: pause.monthlyNet,
    createdAt: pause.at,
  });
}

/**
 * The pause that starts at `startsAt` ended before its end: withdrawn before it began, resumed
 * early, or cancelled. A pause that ran its course keeps no such date.
 */
export async function endPauseEarly(
  executor: Executor,
  pause: { subscriptionId: string; startsAt: Date; at: Date },
): Promise<void> {
  await executor
    .update(subscriptionPauses)
    .set({ endedEarlyAt: pause.at })
    .where(
      and(
        eq(subscriptionPauses.subscriptionId, pause.subscriptionId),
        eq(subscriptionPauses.startsAt, pause.startsAt),
        isNull(subscriptionPauses.endedEarlyAt),
      ),
    );
}
