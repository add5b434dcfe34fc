import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { invoices, products, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { dunningStartOf } from '../../invoices/index';
import { collectDebitReturns, reconcileCharges } from '../../money/index';
import { accessChanged } from '../access-changed';
import { endPauses, startPauses } from '../pause/pause-cycle';
import { transitionSubscription } from '../transition-subscription';
import { rollUpUsage } from '../usage/roll-up-usage';
import { accountNow, type ClockOffsets, latestNow, loadClockOffsets } from './account-clock';
import { announceRenewals } from './announce-renewal-debits';
import { type CollectionOutcome, collectRenewals, eachLimited } from './collect-renewals';
import { retryDueAt } from './dunning-schedule';
import { expirePendingPurchases } from './expire-pending-purchases';
import { renewSubscriptions } from './renew-subscriptions';
import { remindInsteadOfDebit } from './returned-debit-dunning';
import { sepaRetryWaits } from './sepa-retry-notice';
import { settleProcessingPayments } from './settle-payments';

/** Subscriptions renewed per transaction: one statement each for periods, invoices, lines, audit. */
const RENEWAL_BATCH = 250;

export interface CycleReport {
  /** Charges a crash or a lost answer had left reserved, settled from the gateway's record. */
  reconciled: number;
  usageRolledUp: number;
  gracePeriodsEnded: number;
  /** Pauses that began (the subscription paused) and that ended (active again, renewed below). */
  pausesStarted: number;
  pausesEnded: number;
  settled: number;
  /** Settled SEPA debits the banks returned whose invoices are open again (decision 0083). */
  debitsReturned: number;
  purchasesExpired: number;
  /** SEPA renewal debits announced (decision 0082). */
  noticesSent: number;
  renewed: number;
  retried: number;
  outcomes: Partial<Record<CollectionOutcome, number>>;
}

async function endGracePeriods(deps: AppDeps, now: Date, offsets: ClockOffsets): Promise<number> {
  const db = deps.database.db;
  const canceled = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'canceled'), lte(subscriptions.endsAt, latestNow(now, offsets))));
  let ended = 0;
  for (const sub of canceled) {
    const at = accountNow(now, offsets, sub.userId);
    if (!sub.endsAt || sub.endsAt > at) continue;
    ended += 1;
    const changed = await db.transaction((tx) =>
      transitionSubscription(tx, {
        subscription: sub,
        from: ['canceled'],
        to: 'ended',
        set: { endedAt: sub.endsAt },
        at,
      }),
    );
    if (changed) accessChanged(deps, [sub.userId]);
  }
  return ended;
}

/**
 * One pass of the billing engine on the injected clock (and each account's time-travel offset):
 * charges left half-done are reconciled, cancelled subscriptions whose grace period is over end, SEPA debits settle, first purchases left
 * waiting for 3-D Secure expire, due subscriptions
 * renew (as many periods as have passed) and are charged, and dunning retries run when due. Safe to
 * run concurrently and repeatedly: every step re-checks its row under a lock or a status guard.
 */
export async function runBillingCycle(deps: AppDeps): Promise<CycleReport> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const offsets = await loadClockOffsets(db);
  const report: CycleReport = {
    reconciled: 0,
    usageRolledUp: 0,
    gracePeriodsEnded: 0,
    pausesStarted: 0,
    pausesEnded: 0,
    settled: 0,
    debitsReturned: 0,
    purchasesExpired: 0,
    noticesSent: 0,
    renewed: 0,
    retried: 0,
    outcomes: {},
  };
  const count = (outcome: CollectionOutcome) => {
    report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
  };
  // Gateway calls run in parallel lanes, leaving a few connections for requests meanwhile.
  const lanes = deps.database.kind === 'postgres' ? Math.max(1, deps.config.DATABASE_POOL_MAX - 4) : 1;

  // First: what an earlier cycle or request left half-done is settled before anything new starts.
  report.reconciled = await reconcileCharges(deps);
  // Before renewals: a renewal starts counting afresh, so the ended period's views are added first.
  report.usageRolledUp = await rollUpUsage(deps, now);
  report.gracePeriodsEnded = await endGracePeriods(deps, now, offsets);
  // Before renewals (decision 0085): a pause that begins at a period's end takes the place of its
  // renewal, and one that is over leaves the subscription due, so the renewals below charge it.
  report.pausesStarted = await startPauses(deps, now, offsets);
  report.pausesEnded = await endPauses(deps, now, offsets);
  report.settled = await settleProcessingPayments(deps, now);
  report.debitsReturned = await collectDebitReturns(deps, now);
  report.purchasesExpired = await expirePendingPurchases(deps, now, offsets);
  // Before renewals: a renewal due now whose notice is missing is announced by the gate and waits.
  report.noticesSent = await announceRenewals(deps, now, offsets);

  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, latestNow(now, offsets))),
    );
  const nowOf = (accountId: number) => accountNow(now, offsets, accountId);
  for (let start = 0; start < due.length; start += RENEWAL_BATCH) {
    // Several periods may have passed (time travel): renew again while paid and still due.
    let batch = due.slice(start, start + RENEWAL_BATCH).map((row) => row.id);
    while (batch.length > 0) {
      const renewals = await renewSubscriptions(deps, batch, nowOf);
      report.renewed += renewals.length;
      const outcomes = await collectRenewals(
        deps,
        renewals.map((renewal) => ({ ...renewal, attempt: 0, at: nowOf(renewal.subscription.userId) })),
        lanes,
      );
      outcomes.forEach(count);
      batch = renewals
        .filter((renewal, index) => {
          const outcome = outcomes[index];
          const stillDue = renewal.subscription.currentPeriodEnd <= nowOf(renewal.subscription.userId);
          return stillDue && (outcome === 'paid' || outcome === 'pending');
        })
        .map((renewal) => renewal.subscription.id);
    }
  }

  const pastDue = await db
    .select({ subscription: subscriptions, name: products.name })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(inArray(subscriptions.status, ['past_due']));
  await eachLimited(pastDue, lanes, async ({ subscription, name }) => {
    const at = accountNow(now, offsets, subscription.userId);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subscriptionId, subscription.id), eq(invoices.status, 'open')))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    if (!invoice) return;
    const attempt = subscription.dunningAttempts + 1;
    const dueAt = retryDueAt(dunningStartOf(invoice), attempt);
    if (!dueAt || dueAt > at) return;
    const reminded = await remindInsteadOfDebit(deps, { subscription, name, invoice, attempt, at });
    if (reminded) {
      report.retried += 1;
      return count(reminded);
    }
    // A SEPA retry is a new debit: it waits until its own notice is old enough (decision 0082).
    if (await sepaRetryWaits(deps, { subscription, invoice, at })) return;
    report.retried += 1;
    const [outcome] = await collectRenewals(deps, [{ subscription, name, invoice, attempt, at }], 1);
    if (outcome) count(outcome);
  });
  return report;
}
