import { eq } from 'drizzle-orm';
import { subscriptionPauses, subscriptions } from '../../src/db/schema/index';
import { addIntervals } from '../../src/modules/billing-engine/index';
import type { Db } from '../../src/platform/db';

/**
 * The rows a pause of `months` from the end of the running period leaves once it began (decision
 * 0085), written directly: the pause asked for (its history row, the subscription's pause) and the
 * billing cycle's move to `paused` (the period becomes the pause), so no renewal is made at the
 * period's end whichever cycle runs.
 */
export async function pauseFromPeriodEnd(db: Db, subscriptionId: string, monthlyNet: number, months = 1) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub?.currentPeriodEnd) throw new Error(`no running period for ${subscriptionId}`);
  const startsAt = sub.currentPeriodEnd;
  const endsAt = addIntervals(startsAt, 'month', months);
  const [pause] = await db
    .insert(subscriptionPauses)
    .values({ subscriptionId, userId: sub.userId, months, startsAt, endsAt, monthlyNet })
    .returning();
  await db
    .update(subscriptions)
    .set({
      status: 'paused',
      pauseStartsAt: startsAt,
      pauseEndsAt: endsAt,
      currentPeriodStart: startsAt,
      currentPeriodEnd: endsAt,
    })
    .where(eq(subscriptions.id, subscriptionId));
  return { pauseId: pause!.id, startsAt, endsAt };
}
