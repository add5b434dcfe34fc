import { createHash } from 'node:crypto';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import type { RequestContext } from '../../platform/request-context';
import {
  type ChargeReservation,
  chargeLeaseMs,
  chargeStatus,
  reserveCharges,
  type StoredLine,
  storeLines,
} from '../money/index';
import type { BillingAccount, PaymentMethodRow } from '../payments/index';
import { linesLanguage, paymentMethodMissing } from '../subscriptions/index';
import { addInProgress, toolsSubscriptionRequired } from './extra-user-errors';
import { type PricedExtraUser, priceExtraUser } from './price-extra-user';
import { billsExtraUsers, findToolsSubscription, type ToolsSubscription } from './tools-subscription';

/** What a reserved extra user records once the gateway has answered (charges.plan). */
export interface ExtraUserPlan {
  productName: string;
  lines: StoredLine[];
  paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
  /** The account's time when the user was added: the invoice's date. */
  at: string;
  /** One extra user per interval: fixed on the subscription by its first extra user. */
  unitAmount: number;
}

export type ExtraUserReservation = ChargeReservation & { plan: ExtraUserPlan };

export type Reserved =
  | { kind: 'included'; tools: ToolsSubscription }
  | { kind: 'billed'; tools: ToolsSubscription; charge: ExtraUserReservation; priced: PricedExtraUser };

/**
 * The charge's id, and so the gateway's idempotency key: derived from what is bought — this
 * account's seat for this e-mail — never from the request, so identical requests (with or without
 * an Idempotency-Key) reserve one charge. A closed attempt (declined, given back, or a sub-user
 * deleted since) leaves room for the next.
 */
export const extraUserChargeBase = (accountId: number, email: string) =>
  `extra-user-${accountId}-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`;

/**
 * Reserves an extra user under the account's money lock (the caller's transaction holds it) and the
 * Tools subscription's row lock, priced at the account's time: the plan and status it is priced on
 * are the ones it is charged on. Sub-users on Corporate and Contracted are included. The same e-mail
 * still under way is refused before money moves; the caller checked that it is not taken, under
 * the same lock. Audited as the charge's reservation, as purchases are.
 */
export async function reserveExtraUser(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  input: {
    accountId: number;
    email: string;
    account: BillingAccount;
    method: PaymentMethodRow | null;
    at: Date;
    context: RequestContext;
  },
): Promise<Reserved> {
  const { accountId, method, at, context } = input;
  const tools = await findToolsSubscription(tx, accountId, { lock: true });
  if (!tools) throw toolsSubscriptionRequired();
  if (!billsExtraUsers(tools)) return { kind: 'included', tools };
  const sub = tools.subscription;
  const priced = priceExtraUser(
    deps.config,
    input.account,
    tools,
    at,
    linesLanguage(input.account, context.language),
  );
  const gross = priced.amounts.gross;
  const payer = sub.payByInvoice ? null : method;
  if (!sub.payByInvoice && !payer && gross > 0) throw paymentMethodMissing();
  const plan: ExtraUserPlan = {
    productName: tools.productName,
    lines: storeLines(priced.lines),
    paymentMethodType: payer
      ? payer.type === 'sepa_debit'
        ? 'sepa_debit'
        : 'card'
      : sub.payByInvoice
        ? 'invoice'
        : 'card',
    at: at.toISOString(),
    unitAmount: priced.unitAmount,
  };
  const base = extraUserChargeBase(accountId, input.email);
  const now = deps.clock.now();
  for (let attempt = 1; ; attempt += 1) {
    const charge: ExtraUserReservation = {
      id: `${base}-${attempt}`,
      purpose: 'extra_user',
      userId: accountId,
      subscriptionId: sub.id,
      paymentMethodId: payer?.id ?? null,
      amount: gross,
      currencyId: sub.currencyId,
      plan,
    };
    if ((await reserveCharges(tx, [charge], now, chargeLeaseMs(deps.config))).has(charge.id)) {
      await recordAudit(tx, {
        entityType: 'charge',
        entityId: charge.id,
        event: 'created',
        ...auditBy(context, accountId),
        newValues: {
          purpose: 'extra_user',
          subscription_id: sub.id,
          product: tools.productName,
          amount: gross,
          currency_id: sub.currencyId,
          payment_method: payer?.id ?? null,
        },
      });
      return { kind: 'billed', tools, charge, priced };
    }
    // Still under way: refused. Closed (released, given back, or recorded for a sub-user deleted
    // since: the e-mail is free again): that attempt is over, and this one gets a key of its own.
    if ((await chargeStatus(tx, charge.id)) === 'reserved') throw addInProgress();
  }
}
