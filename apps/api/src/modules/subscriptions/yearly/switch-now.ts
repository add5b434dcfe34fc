import { randomBytes } from 'node:crypto';
import type { SubscriptionChangeResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import type { PlanRow } from '../../catalog/index';
import {
  type ChargeReservation,
  changeUnderWay,
  chargeLeaseMs,
  chargeReserved,
  moneyTransaction,
  recordCharge,
  reserveCharges,
  storeLines,
} from '../../money/index';
import { findDefaultPaymentMethod, loadBillingAccount } from '../../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../../vat-ids/index';
import { chargedChangeAnswer } from '../charged-change-answer';
import { linesLanguage } from '../lines-language';
import { accountTime } from '../renewals/account-clock';
import { changeInProgress, paymentMethodMissing, subscriptionNotFound } from '../subscription-errors';

import type { SubscriptionRecord, SubscriptionRow } from '../subscription-queries';
import { priceYearlySwitch } from './price-yearly-switch';
import { recordYearlySwitch, type YearlySwitchPlan } from './record-yearly-switch';
import { refuseSwitchState } from './yearly-switch-rules';

/**
 * The switch made now (decision 0085), as a licence change is made: the unused rest of the month is
 * credited and a year from now charged at once on one invoice; a declined payment changes nothing;
 * a card that asks for 3-D Secure leaves the invoice open (payable under Invoices); a SEPA debit is
 * announced in the answer. Reserve → charge → record (DESIGN.md §4): a crash or a lost answer
 * between the charge and its record is settled by the reconciliation sweep.
 */
export async function switchToYearlyNow(
  deps: AppDeps,
  context: RequestContext,
  record: SubscriptionRecord,
  yearlyPlan: PlanRow,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  const sub = record.subscription;
  const method = sub.payByInvoice ? null : await findDefaultPaymentMethod(db, accountId);
  if (!sub.payByInvoice && !method) throw paymentMethodMissing();

  await checkVatIdBeforeFirstInvoice(deps, accountId, context);
  const now = await accountTime(deps, accountId);
  const account = await withVatIdCheck(deps, db, await loadBillingAccount(db, accountId), now);
  const priced = priceYearlySwitch(
    deps.config,
    account,
    record,
    yearlyPlan,
    'now',
    now,
    linesLanguage(account, context.language),
  );
  const plan: YearlySwitchPlan = {
    productName: record.productName,
    lines: storeLines(priced.lines),
    paymentMethodType: method ? (method.type === 'sepa_debit' ? 'sepa_debit' : 'card') : 'invoice',
    at: now.toISOString(),
    periodEnd: priced.periodEnd.toISOString(),
    terms: priced.terms,
    couponCyclesLeft: priced.couponCyclesLeft,
    from: { planId: sub.planId, unitAmount: sub.unitAmount, periodEnd: sub.currentPeriodEnd.toISOString() },
  };
  const reserved = {
    id: `yearly-${sub.id}-${randomBytes(8).toString('hex')}`,
    purpose: 'interval_switch' as const,
    userId: accountId,
    subscriptionId: sub.id,
    paymentMethodId: method?.id ?? null,
    amount: priced.amounts.gross,
    currencyId: sub.currencyId,
    plan,
  };
  await reserveSwitch(deps, reserved, sub, now);

  const intent = await chargeReserved(deps, reserved, { method, description: record.productName });
  const recorded = await recordCharge(deps, reserved, intent, (tx) =>
    recordYearlySwitch(tx, deps, reserved, plan, intent, context),
  );
  // The sweep settled it first (the request outlived its lease): its word stands.
  if (!recorded.recorded) throw changeInProgress();

  return chargedChangeAnswer(db, context, {
    accountId,
    record,
    messageKey:
      intent?.status === 'requires_action'
        ? 'subscriptions.yearly.switchedPaymentPending'
        : 'subscriptions.yearly.switched',
    paymentMethodType: plan.paymentMethodType,
    since: now,
  });
}

/**
 * Reserves the switch under the account's money lock, every refusal decided before the gateway is
 * called: the subscription may still switch (no pause planned meanwhile), is as it was priced (same
 * period, licences and extra users), its renewal is not due, and no other change of it is under
 * way. The loser of a race is refused before money moves.
 */
async function reserveSwitch(
  deps: AppDeps,
  reserved: ChargeReservation,
  priced: Pick<SubscriptionRow, 'currentPeriodEnd' | 'quantity' | 'extraUsers'>,
  at: Date,
): Promise<void> {
  await moneyTransaction(deps, reserved.userId, async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, reserved.subscriptionId))
      .for('update');
    if (!current || current.replacedById) throw subscriptionNotFound();
    refuseSwitchState(current, 'now');
    const unchanged =
      current.currentPeriodEnd.getTime() === priced.currentPeriodEnd.getTime() &&
      current.quantity === priced.quantity &&
      current.extraUsers === priced.extraUsers;
    // A renewal that is due comes first: the month it would credit is over.
    if (!unchanged || current.currentPeriodEnd <= at) throw changeInProgress();
    if (await changeUnderWay(tx, current.id)) throw changeInProgress();
    const mine = await reserveCharges(tx, [reserved], deps.clock.now(), chargeLeaseMs(deps.config));
    if (!mine.has(reserved.id)) throw changeInProgress();
  });
}
