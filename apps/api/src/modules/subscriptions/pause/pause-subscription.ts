import type { PauseRequest, SubscriptionChangeResponse } from '@portal/contract';
import { formatUtcDate } from '@portal/contract/dates';
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import type { Tx } from '../../../platform/db';
import { t } from '../../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { mailSubscriptionPaused } from '../../billing-mails/index';
import { changeUnderWay, moneyTransaction } from '../../money/index';
import { accountTime } from '../renewals/account-clock';
import { changeInProgress, subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription, type SubscriptionRow } from '../subscription-queries';
import { toSubscriptionView } from '../subscription-view';
import { recordPause } from './pause-history';
import { assertPausable, checkPauseState } from './pause-rules';
import { monthlyNetOf, pricePause } from './price-pause';

/**
 * `PUT /v1/subscription/pause` (decision 0085): plans a pause of 1–3 months from the end of the
 * running period. Nothing is charged or refunded; the billing cycle pauses the subscription when
 * its period ends and resumes (and renews) it when the pause does. Under the account's money lock
 * the row is checked again as it stands, so a licence change or a switch racing this pause makes
 * one of them answer 409.
 */
export async function pauseSubscription(
  deps: AppDeps,
  context: RequestContext,
  input: PauseRequest,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  const now = await accountTime(deps, accountId);
  await assertPausable(db, record, now);
  const sub = record.subscription;
  const priced = await pricePause(db, deps.config, sub.id, input.months);
  const { startsAt, endsAt } = priced;

  await moneyTransaction(deps, accountId, async (tx) => {
    await lockUnchanged(tx, sub);
    const [planned] = await tx
      .update(subscriptions)
      .set({ pauseStartsAt: startsAt, pauseEndsAt: endsAt, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, sub.id),
          eq(subscriptions.status, 'active'),
          isNull(subscriptions.pauseStartsAt),
          isNull(subscriptions.pendingInterval),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!planned) throw changeInProgress();
    await recordPause(tx, {
      subscriptionId: sub.id,
      accountId,
      months: input.months,
      startsAt,
      endsAt,
      monthlyNet: monthlyNetOf(record),
      at: now,
    });
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { pause_starts_at: null, pause_ends_at: null },
      newValues: { pause_starts_at: startsAt, pause_ends_at: endsAt, months: input.months },
    });
    await mailSubscriptionPaused(tx, deps, {
      accountId,
      subscriptionId: sub.id,
      at: now.toISOString(),
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      nextGross: priced.nextGross,
      currencyId: sub.currencyId,
    });
  });

  const updated = await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  const { language } = context;
  return {
    message: t(language, 'subscriptions.pausePlanned', {
      name: record.productName,
      startsOn: formatUtcDate(startsAt, language),
      endsOn: formatUtcDate(endsAt, language),
    }),
    data: toSubscriptionView(updated),
  };
}

/**
 * Locks the row and refuses when it is no longer what the pause was priced and dated on: its state
 * (the same refusals, now), its period (renewed meanwhile), its licences, extra users or coupon —
 * or when a licence change or an extra user is at the gateway.
 */
async function lockUnchanged(tx: Tx, read: SubscriptionRow): Promise<void> {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, read.id)).for('update');
  if (!current) throw subscriptionNotFound();
  checkPauseState(current);
  const changed =
    current.currentPeriodEnd.getTime() !== read.currentPeriodEnd.getTime() ||
    current.quantity !== read.quantity ||
    current.extraUsers !== read.extraUsers ||
    current.couponId !== read.couponId ||
    current.couponCyclesLeft !== read.couponCyclesLeft;
  if (changed || (await changeUnderWay(tx, read.id))) throw changeInProgress();
}
