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
  const report = await runBillingCycle(deps);
  const offsets = await loadClockOffsets(db);
  const realNow = deps.clock.now();
  const now = accountNow(realNow, offsets, userId ?? 0);
  return {
    message: t(context.language, 'subscriptions.timeTravelled', { date: now.toISOString().slice(0, 16) }),
    now: now.toISOString(),
    offsetMs: now.getTime() - realNow.getTime(),
    renewed: report.renewed,
  };
}
