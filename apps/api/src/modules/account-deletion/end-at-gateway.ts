import { and, eq, isNull } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { GatewayDeclinedError } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { markPaymentCanceled, moneyTransaction, waitingPaymentsOf } from '../money/index';
import { toPaymentMethod, viaGateway } from '../payments/index';
import { applyIntentUpdate } from '../subscriptions/index';

/** Gateway idempotency keys that name our records: a retried job is the same request there. */
export const deletionKeys = {
  cancel: (accountId: number, paymentId: string) => `account-deletion-${accountId}-cancel-${paymentId}`,
  detach: (accountId: number, methodId: string) => `account-deletion-${accountId}-detach-${methodId}`,
};

/**
 * Payments still waiting for the customer (3-D Secure) are cancelled at the gateway, so no late
 * answer can take money from a deleted account. One answered meanwhile is recorded as paid instead.
 * Each payment leaves `requires_action` once handled, so a second run calls the gateway no more.
 */
export async function cancelWaitingPayments(deps: AppDeps, accountId: number): Promise<number> {
  const db = deps.database.db;
  const waiting = await waitingPaymentsOf(db, accountId);
  for (const payment of waiting) {
    const intent = await viaGateway(() =>
      deps.gateway.cancelPaymentIntent(payment.gatewayIntentId, {
        idempotencyKey: deletionKeys.cancel(accountId, payment.id),
      }),
    );
    const at = deps.clock.now();
    await moneyTransaction(deps, accountId, async (tx) => {
      if (intent.status !== 'failed') {
        await applyIntentUpdate(tx, deps, intent, at);
        return;
      }
      await markPaymentCanceled(tx, payment.id, at);
    });
  }
  return waiting.length;
}

/**
 * Every saved method is detached at the gateway (no charge can ever use it again), then its row is
 * deleted with a "payment method removed" audit row. A method the gateway no longer has counts as
 * detached. The row is the record of what is left to do: a crash between the two steps detaches
 * again with the same key on the next run, which the gateway answers as before.
 */
export async function removePaymentMethods(
  deps: AppDeps,
  accountId: number,
  context: RequestContext,
): Promise<number> {
  const db = deps.database.db;
  const live = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, accountId), isNull(paymentMethods.deletedAt)));
  for (const method of live) {
    try {
      await viaGateway(() =>
        deps.gateway.detachPaymentMethod(method.gatewayId, {
          idempotencyKey: deletionKeys.detach(accountId, method.id),
        }),
      );
    } catch (error) {
      // Already gone at the gateway: nothing left to detach there.
      if (!(error instanceof GatewayDeclinedError)) throw error;
    }
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(paymentMethods)
        .where(eq(paymentMethods.id, method.id))
        .returning({ id: paymentMethods.id });
      if (!removed) return;
      await recordAudit(tx, {
        entityType: 'payment_method',
        entityId: method.id,
        event: 'payment method removed',
        ...auditBy(context, accountId),
        oldValues: toPaymentMethod(method),
      });
    });
  }
  return live.length;
}
