import { randomBytes } from 'node:crypto';
import type { SubscriptionChangeResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { callerOf, type RequestContext } from '../../platform/request-context';
import {
  type ChargeReservation,
  chargeLeaseMs,
  chargeReserved,
  moneyTransaction,
  recordCharge,
  reserveCharges,
  storeLines,
} from '../money/index';
import { findDefaultPaymentMethod, loadBillingAccount } from '../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { chargedChangeAnswer } from './charged-change-answer';
import { linesLanguage } from './lines-language';
import { checkQuantityChange, priceQuantityChange } from './price-quantity-change';
import { type QuantityPlan, recordQuantityChange } from './record-quantity-change';
import { accountTime } from './renewals/account-clock';
import {
  changeInProgress,
  paymentMethodMissing,
  subscriptionIncomplete,
  subscriptionNotFound,
  subscriptionPaused,
} from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';

/**
 * `PUT /v1/subscription/quantity` (spec §4, §5): more licenses only. The difference for the rest of
 * the running period is charged at once on its own invoice; a declined payment changes nothing. A
 * card that asks for 3-D Secure leaves the invoice open (payable under Invoices) and the
 * subscription incomplete until it is paid. Reserve → charge → record (DESIGN.md §4): a crash or a
 * lost answer between the charge and its record is settled by the reconciliation sweep.
 */
export async function changeQuantity(
  deps: AppDeps,
  context: RequestContext,
  input: { subscriptionId: string; quantity: number },
): Promise<SubscriptionChangeResponse> {
  const principal = callerOf(context);
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  const sub = record.subscription;
  checkQuantityChange(record, input.quantity);
  const method = sub.payByInvoice ? null : await findDefaultPaymentMethod(db, accountId);
  if (!sub.payByInvoice && !method) throw paymentMethodMissing();

  await checkVatIdBeforeFirstInvoice(deps, accountId, context);
  const now = await accountTime(deps, accountId);
  const account = await withVatIdCheck(deps, db, await loadBillingAccount(db, accountId), now);
  const { lines, amounts } = priceQuantityChange(
    deps.config,
    account,
    record,
    input.quantity,
    now,
    linesLanguage(account, context.language),
  );
  const gross = amounts.gross;

  const plan: QuantityPlan = {
    productName: record.productName,
    from: sub.quantity,
    to: input.quantity,
    lines: storeLines(lines),
    paymentMethodType: method ? (method.type === 'sepa_debit' ? 'sepa_debit' : 'card') : 'invoice',
    at: now.toISOString(),
  };
  const reserved = {
    id: `quantity-${sub.id}-${randomBytes(8).toString('hex')}`,
    purpose: 'quantity' as const,
    userId: accountId,
    subscriptionId: sub.id,
    paymentMethodId: method?.id ?? null,
    amount: gross,
    currencyId: sub.currencyId,
    plan,
  };
  await reserveChange(deps, reserved, sub.quantity, sub.pauseStartsAt);

  const intent = await chargeReserved(deps, reserved, {
    method,
    description: record.productName,
  });
  const recorded = await recordCharge(deps, reserved, intent, (tx) =>
    recordQuantityChange(tx, deps, reserved, plan, intent, context),
  );
  // The sweep settled it first (the request outlived its lease): its word stands.
  if (!recorded.recorded) throw changeInProgress();

  return chargedChangeAnswer(db, context, {
    accountId,
    record,
    messageKey:
      intent?.status === 'requires_action'
        ? 'subscriptions.licenseUpdatedPaymentPending'
        : 'subscriptions.licenseUpdated',
    paymentMethodType: plan.paymentMethodType,
    since: now,
  });
}

/**
 * Reserves the change under the subscription's lock: one change per subscription at a time, and
 * the quantity it starts from still current. The loser of a race is refused before money moves.
 */
async function reserveChange(
  deps: AppDeps,
  reserved: ChargeReservation,
  from: number,
  /** The pause planned when the change was priced: one planned since wins (decision 0085). */
  pauseStartsAt: Date | null,
): Promise<void> {
  await moneyTransaction(deps, reserved.userId, async (tx) => {
    const [current] = await tx
      .select({
        quantity: subscriptions.quantity,
        status: subscriptions.status,
        pauseStartsAt: subscriptions.pauseStartsAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.id, reserved.subscriptionId))
      .for('update');
    if (current?.status === 'paused') throw subscriptionPaused();
    if (!current || (current.status !== 'active' && current.status !== 'canceled'))
      throw subscriptionIncomplete();
    if (current.quantity !== from) throw changeInProgress();
    if (current.pauseStartsAt?.getTime() !== pauseStartsAt?.getTime()) throw changeInProgress();
    const mine = await reserveCharges(tx, [reserved], deps.clock.now(), chargeLeaseMs(deps.config));
    if (!mine.has(reserved.id)) throw changeInProgress();
  });
}
