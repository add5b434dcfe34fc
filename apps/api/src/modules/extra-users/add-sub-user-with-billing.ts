import type { AppDeps } from '../../platform/app-deps';
import type { Executor, Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { editorContext, type RequestContext } from '../../platform/request-context';
import { chargeReserved, moneyTransaction, recordCharge } from '../money/index';
import { findDefaultPaymentMethod, loadBillingAccount } from '../payments/index';
import { accountTime } from '../subscriptions/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { recordLost } from './extra-user-errors';
import { giveBackExtraUserCharge } from './give-back-extra-user';
import { recordExtraUser } from './record-extra-user';
import { type ExtraUserReservation, reserveExtraUser } from './reserve-extra-user';

export interface AddSubUserInput {
  /** The account the sub-user joins (the caller's account, never taken from the client). */
  accountId: number;
  /** Who adds them, for the audit log (the staff member while acting as someone). */
  editorId: number;
  /**
   * The sub-user's e-mail: what is bought. The charge's key derives from it, so the same person
   * added twice at once is charged once (decision 0067).
   */
  email: string;
  /**
   * Every refusal of the addition that can change while it waits (the e-mail taken meanwhile), run
   * under the account's money lock before money moves.
   */
  refuse?: (tx: Executor) => Promise<void>;
  /** The request, when there is one: the audit rows keep its URL, IP and user agent and its language. */
  context?: RequestContext;
}

/**
 * Adds a sub-user with what they cost (decision 0057), through the money core (decision 0067). On
 * Tools Enterprise: under the account's money lock the refusals run and the prorated extra user is
 * reserved; the charge (idempotency key = our charge record's id, metadata naming it) → record,
 * where recording runs `createSubUser(tx)` in the transaction that raises the extra users and books
 * the invoice. On Corporate and Contracted: `createSubUser` in the reserving transaction, nothing
 * charged. Without a live Tools subscription: 409 `tools_subscription_required`. A declined payment
 * throws the engine's payment error and nothing is created; money taken for a sub-user that could
 * not be created is given back and recorded. A crash between charge and record is settled by the
 * reconciliation sweep the same way.
 */
export async function addSubUserWithBilling<T>(
  deps: AppDeps,
  input: AddSubUserInput,
  createSubUser: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { accountId } = input;
  const db = deps.database.db;
  const context = input.context ?? editorContext(input.editorId, accountId);
  await checkVatIdBeforeFirstInvoice(deps, accountId, context);
  const [billing, method, at] = await Promise.all([
    loadBillingAccount(db, accountId),
    findDefaultPaymentMethod(db, accountId),
    accountTime(deps, accountId),
  ]);
  const account = await withVatIdCheck(deps, db, billing, at);
  const reserved = await moneyTransaction(deps, accountId, async (tx) => {
    await input.refuse?.(tx);
    const outcome = await reserveExtraUser(tx, deps, { ...input, account, method, at, context });
    if (outcome.kind === 'included') return { kind: 'created' as const, created: await createSubUser(tx) };
    return outcome;
  });
  if (reserved.kind === 'created') return reserved.created;

  const reservation = reserved.charge;
  const intent = await chargeReserved(deps, reservation, {
    method,
    description: reservation.plan.productName,
  });
  let recorded: Awaited<ReturnType<typeof recordCharge<T>>>;
  try {
    recorded = await recordCharge(deps, reservation, intent, (tx) =>
      recordExtraUser(tx, deps, reservation, intent, context, createSubUser),
    );
  } catch (error) {
    // The sub-user could not be created (say, another account took the e-mail meanwhile): nothing
    // was created, so nothing stays charged.
    await giveBack(deps, reservation, intent, context);
    throw error;
  }
  // The sweep settled it first (the request outlived its lease) and gives the money back.
  if (!recorded.recorded) throw recordLost();
  return recorded.result;
}

async function giveBack(
  deps: AppDeps,
  reservation: ExtraUserReservation,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<void> {
  try {
    await giveBackExtraUserCharge(deps, reservation, intent, context);
  } catch (error) {
    // The gateway could not be reached: the charge stays reserved and the sweep gives it back.
    deps.log.error(
      {
        err: error,
        incident: 'give_back_deferred',
        accountId: reservation.userId,
        purpose: 'extra_user',
        chargeId: reservation.id,
        gatewayIntentId: intent?.id ?? null,
      },
      'money incident: an extra user charge is left to the reconciliation sweep',
    );
  }
}
