import { addMilliseconds } from 'date-fns';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { paymentMethods, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { announceRenewalDebits, noticeWindowMs } from '../../sepa-notices/index';
import { renewalAfterPause } from '../pause/renewal-after-pause';
import { accountNow, type ClockOffsets, latestNow } from './account-clock';
import { renewalDebitOf } from './renewal-debit';
import { debitsBySepa, planRenewal, renewalGrosses, selectDueRows } from './renewal-plan';

/** Renewals announced per transaction: one statement each for the notices, plus one mail each. */
const NOTICE_BATCH = 500;

/**
 * The billing cycle's pre-notification step (decision 0082): every active subscription that renews
 * by SEPA direct debit within the notice window (SEPA_PRENOTIFICATION_DAYS + 1 day of its account's
 * time) and has no notice telling the truth is announced now, priced as its renewal will be charged.
 * A renewal a planned pause skips is not announced; the one at a pause's end is.
 * Returns how many notices went out.
 */
export async function announceRenewals(deps: AppDeps, now: Date, offsets: ClockOffsets): Promise<number> {
  const window = noticeWindowMs(deps.config);
  const rows = await selectDueRows(
    deps.database.db,
    and(
      // A paused subscription is announced ahead of the renewal at its pause's end (decision 0085).
      inArray(subscriptions.status, ['active', 'paused']),
      isNull(subscriptions.replacedById),
      eq(subscriptions.payByInvoice, false),
      eq(paymentMethods.type, 'sepa_debit'),
      lte(subscriptions.currentPeriodEnd, addMilliseconds(latestNow(now, offsets), window)),
    ),
  );
  const nowOf = (accountId: number) => accountNow(now, offsets, accountId);
  const inWindow = rows.flatMap((due) => {
    const row = renewalAfterPause(due);
    const inTime =
      row && row.subscription.currentPeriodEnd.getTime() <= nowOf(row.subscription.userId).getTime() + window;
    return row && inTime && debitsBySepa(row) ? [row] : [];
  });
  let sent = 0;
  for (let start = 0; start < inWindow.length; start += NOTICE_BATCH) {
    const plans = inWindow.slice(start, start + NOTICE_BATCH).map(planRenewal);
    sent += await deps.database.db.transaction(async (tx) => {
      const grosses = await renewalGrosses(tx, deps.config, plans);
      const debits = plans.map((plan, index) => renewalDebitOf(plan, grosses[index] as number, nowOf));
      return announceRenewalDebits(tx, deps, debits);
    });
  }
  return sent;
}
