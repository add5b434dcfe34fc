import type { SubscriptionChangeResponse } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import { t } from '../../../platform/i18n/index';
import type { RequestContext } from '../../../platform/request-context';
import { addIntervals } from '../../billing-engine/index';
import { mailSubscriptionPauseEnded } from '../../billing-mails/index';
import { moneyTransaction } from '../../money/index';
import { findDefaultPaymentMethod } from '../../payments/index';
import { accountTime } from '../renewals/account-clock';
import { type CollectionOutcome, collectRenewals } from '../renewals/collect-renewals';
import { renewSubscriptions } from '../renewals/renew-subscriptions';
import { notPaused, paymentMethodMissing, subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription, type SubscriptionRecord } from '../subscription-queries';
import { toSubscriptionView } from '../subscription-view';
import { transitionSubscription } from '../transition-subscription';
import { endPauseEarly } from './pause-history';

/**
 * A running pause ends now (decision 0085): the subscription is active again, anchored now, and
 * renewed at once by the renewal path itself — the invoice and its reserved charge in one
 * transaction, collected with the renewal's idempotency key. A card is charged now; a SEPA debit
 * waits for its pre-notification (decision 0082), usable meanwhile; a bank transfer gets an open
 * invoice. The answer says which.
 */
export async function resumeNow(
  deps: AppDeps,
  context: RequestContext,
  record: SubscriptionRecord,
): Promise<SubscriptionChangeResponse> {
  const sub = record.subscription;
  const accountId = sub.userId;
  const db = deps.database.db;
  const method = sub.payByInvoice ? null : await findDefaultPaymentMethod(db, accountId);
  if (!sub.payByInvoice && !method) throw paymentMethodMissing();
  const now = await accountTime(deps, accountId);
  const interval = sub.interval === 'year' ? 'year' : 'month';

  const resumed = await moneyTransaction(deps, accountId, async (tx) => {
    const changed = await transitionSubscription(tx, {
      subscription: sub,
      from: ['paused'],
      to: 'active',
      set: { billingAnchorAt: now, currentPeriodEnd: now, pauseStartsAt: null, pauseEndsAt: null },
      at: now,
      details: { billing_anchor_at: now, pause_ended_early: true },
      context,
    });
    if (!changed) return false;
    if (sub.pauseStartsAt) {
      await endPauseEarly(tx, { subscriptionId: sub.id, startsAt: sub.pauseStartsAt, at: now });
    }
    await mailSubscriptionPauseEnded(tx, deps, {
      accountId,
      subscriptionId: sub.id,
      at: now.toISOString(),
      withdrawn: false,
      renewsAt: addIntervals(now, interval, 1).toISOString(),
    });
    return true;
  });
  if (!resumed) throw notPaused();

  const renewals = await renewSubscriptions(deps, [sub.id], () => now);
  const collections = renewals.map((renewal) => ({ ...renewal, attempt: 0, at: now }));
  const [outcome] = collections.length > 0 ? await collectRenewals(deps, collections, 1) : [];
  const updated = await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  return {
    message: t(context.language, messageOf(sub.payByInvoice, method?.type === 'sepa_debit', outcome), {
      name: record.productName,
    }),
    data: toSubscriptionView(updated),
  };
}

/** What the customer is told of the new period's payment. */
function messageOf(byInvoice: boolean, bySepa: boolean, outcome: CollectionOutcome | undefined) {
  if (byInvoice) return 'subscriptions.pauseEndedInvoice';
  // No renewal made yet: a SEPA debit waits for its notice; otherwise the billing cycle has it.
  if (outcome === undefined)
    return bySepa ? 'subscriptions.pauseEndedSepa' : 'subscriptions.pauseEndedPaymentPending';
  if (outcome === 'paid') return 'subscriptions.pauseEndedCharged';
  if (outcome === 'past_due' || outcome === 'ended') return 'subscriptions.pauseEndedPaymentFailed';
  return 'subscriptions.pauseEndedPaymentPending';
}
