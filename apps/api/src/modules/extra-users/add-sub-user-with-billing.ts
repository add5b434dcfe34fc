import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { editorContext, type RequestContext } from '../../platform/request-context';
import {
  ensureGatewayCustomer,
  findDefaultPaymentMethod,
  loadBillingAccount,
  mayHaveMovedMoney,
} from '../payments/index';
import {
  accountTime,
  charge,
  closeCharge,
  giveBackExtraUserCharge,
  paymentDeclined,
} from '../subscriptions/index';
import { recordExtraUser } from './record-extra-user';
import { type ExtraUserReservation, reserveExtraUser } from './reserve-extra-user';

export interface AddSubUserInput {
  /** The account the sub-user joins (the caller's account, never taken from the client). */
  accountId: number;
  /** Who adds them, for the audit log (the staff member while acting as someone). */
  editorId: number;
  /** The caller's key for this one addition: the same key never charges or creates twice. */
  idempotencyKey: string;
  /** The request, when there is one: the audit rows keep its URL, IP and user agent and its language. */
  context?: RequestContext;
}

/**
 * Adds a sub-user with what they cost (decision 0057). On Tools Enterprise: reserve → charge the
 * prorated extra user (idempotency key = our charge record's id, metadata naming it) → record, where
 * recording runs `createSubUser(tx)` in the transaction that raises the extra users and books the
 * invoice. On Corporate and Contracted: `createSubUser` in a transaction, nothing charged. Without a
 * live Tools subscription: 409 `tools_subscription_required`. A declined or failed payment throws the
 * engine's payment error and nothing is created; money taken for a sub-user that could not be
 * created (`createSubUser` threw) is given back. A crash between charge and record is settled by
 * the reconciliation sweep, which gives the money back (nothing was created).
 */
export async function addSubUserWithBilling<T>(
  deps: AppDeps,
  input: AddSubUserInput,
  createSubUser: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { accountId } = input;
  const db = deps.database.db;
  const context = input.context ?? editorContext(input.editorId, accountId);
  const [account, method, at] = await Promise.all([
    loadBillingAccount(db, accountId),
    findDefaultPaymentMethod(db, accountId),
    accountTime(deps, accountId),
  ]);
  const reserved = await db.transaction((tx) =>
    reserveExtraUser(tx, deps, { ...input, account, method, at, context }),
  );
  if (reserved.kind === 'included') return db.transaction((tx) => createSubUser(tx));

  const reservation = reserved.charge;
  const gross = reservation.amount;
  let intent: GatewayPaymentIntent | null = null;
  if (method && reservation.paymentMethodId === method.id && gross > 0) {
    try {
      intent = await charge(deps, {
        customerId: await ensureGatewayCustomer(deps, accountId),
        method,
        amount: gross,
        currencyId: reservation.currencyId,
        offSession: false,
        idempotencyKey: reservation.id,
        description: reservation.plan.productName,
        metadata: { subscription: reservation.subscriptionId, purpose: 'extra_user', charge: reservation.id },
      });
    } catch (error) {
      // Refused, or never reached the gateway: nothing moved. A lost answer may hide a charge: the
      // reservation stays for the reconciliation sweep, which asks the gateway and gives it back.
      if (!mayHaveMovedMoney(error)) await closeCharge(db, reservation.id, 'released', deps.clock.now());
      throw error;
    }
    if (intent.status === 'failed') {
      await closeCharge(db, reservation.id, 'released', deps.clock.now(), { gatewayIntentId: intent.id });
      throw paymentDeclined(intent.failureCode);
    }
  }

  try {
    return await db.transaction((tx) =>
      recordExtraUser(tx, deps, reservation, intent, context, createSubUser),
    );
  } catch (error) {
    // The sweep settled it first (and gives the money back), or the sub-user could not be created
    // (say, its e-mail was taken meanwhile): nothing was created, so nothing stays charged.
    if (!isRecordLost(error)) await giveBack(deps, reservation, intent, context);
    throw error;
  }
}

const isRecordLost = (error: unknown) =>
  error instanceof AppError && error.messageKey === 'extraUsers.recordLost';

async function giveBack(
  deps: AppDeps,
  reservation: ExtraUserReservation,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<void> {
  try {
    const outcome = await giveBackExtraUserCharge(deps, reservation.id, intent);
    if (outcome === 'waiting') return;
    await recordAudit(deps.database.db, {
      entityType: 'charge',
      entityId: reservation.id,
      event: 'updated',
      ...auditBy(context, reservation.userId),
      oldValues: { status: 'reserved' },
      newValues: { status: 'released', outcome, reason: 'sub_user_not_created' },
    });
  } catch (error) {
    // The gateway could not be reached: the charge stays reserved and the sweep gives it back.
    console.error(`extra user charge ${reservation.id} is left to the reconciliation sweep`, error);
  }
}
