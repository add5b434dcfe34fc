import type { TimeTravelRequest, TimeTravelResponse } from '@portal/contract';
import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';
import { eq, isNull } from 'drizzle-orm';
import { clockOffsets, users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { t } from '../../../platform/i18n/index';
import type { RequestContext } from '../../../platform/request-context';
import { accountNow, loadClockOffsets } from './account-clock';
import { runBillingCycle } from './run-billing-cycle';

/**
 * Sandbox time travel: staff move one account's clock forward (or, in demo installations, every
 * account's), then a billing cycle runs at once so renewals, dunning, grace ends and SEPA settlement
 * show. Refused with a real gateway: time travel must never move real money.
 */
export async function travelInTime(
  deps: AppDeps,
  context: RequestContext,
  body: TimeTravelRequest,
): Promise<TimeTravelResponse> {
  if (deps.gateway.name !== 'sandbox')
    throw new AppError(409, 'invalid_state', 'subscriptions.timeTravelSandboxOnly');
  const userId = body.userId ?? null;
  if (userId === null && !deps.config.DEMO_TIME_TRAVEL) {
    throw new AppError(409, 'invalid_state', 'subscriptions.timeTravelGlobalDisabled');
  }
  const stepMs = body.days * millisecondsInDay + body.hours * millisecondsInHour;
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    if (userId !== null) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
    }
    const where = userId === null ? isNull(clockOffsets.userId) : eq(clockOffsets.userId, userId);
    const [current] = await tx.select().from(clockOffsets).where(where).for('update');
    const offsetMs = (current?.offsetMs ?? 0) + stepMs;
    if (current) await tx.update(clockOffsets).set({ offsetMs, updatedAt: deps.clock.now() }).where(where);
    else await tx.insert(clockOffsets).values({ userId, offsetMs });
    await recordAudit(tx, {
      entityType: 'clock',
      entityId: userId ?? 'all',
      event: 'updated',
      ...auditBy(context, userId),
      oldValues: { offset_ms: current?.offsetMs ?? 0 },
      newValues: { offset_ms: offsetMs },
    });
  });
  const renewed = await cycleAfterTravel(deps);
  const offsets = await loadClockOffsets(db);
  const realNow = deps.clock.now();
  const now = accountNow(realNow, offsets, userId ?? 0);
  const date = now.toISOString().slice(0, 16);
  return {
    message: t(
      context.language,
      renewed === null ? 'subscriptions.timeTravelCycleRunning' : 'subscriptions.timeTravelled',
      { date },
    ),
    now: now.toISOString(),
    offsetMs: now.getTime() - realNow.getTime(),
    renewed: renewed ?? 0,
  };
}

/** How long a web process waits for the worker's billing cycle before answering without it. */
const WORKER_CYCLE_WAIT_MS = 60_000;

/**
 * Runs a billing cycle for the moved clock and returns how many subscriptions it renewed, or null
 * when it still runs. A web process runs no billing (PORTAL_ROLE=web): it hands the cycle to the
 * worker as a job of its own (not the scheduled one, whose interval may have passed already) and
 * waits for its result.
 */
async function cycleAfterTravel(deps: AppDeps): Promise<number | null> {
  if (deps.config.PORTAL_ROLE !== 'web') return (await runBillingCycle(deps)).renewed;
  const id = await deps.jobs.send(deps.database.db, 'billing.cycle', {});
  if (id === null) throw new Error('the billing cycle was not enqueued');
  const end = await deps.jobs.waitFor('billing.cycle', id, WORKER_CYCLE_WAIT_MS);
  if (end.state === 'running') return null;
  if (end.state === 'failed') throw new Error(`billing cycle ${id} failed on the worker`);
  return Number(end.output?.renewed ?? 0);
}
