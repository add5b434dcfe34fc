import { and, eq, notInArray } from 'drizzle-orm';
import { paymentMethods, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { GatewayDeclinedError } from '../../platform/payments/gateway';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { loadBillingAccount } from './billing-account';
import { markDefault, syncCardFields } from './default-payment-method';
import { viaGateway } from './gateway-errors';
import { findOwnPaymentMethod, listLivePaymentMethods, toPaymentMethod } from './payment-method-queries';

/** Cancelled subscriptions only run out their paid period: nothing is charged any more (spec §4). */
export async function hasRunningSubscription(executor: Executor, accountId: number): Promise<boolean> {
  const [running] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, accountId), notInArray(subscriptions.status, ['canceled', 'ended'])))
    .limit(1);
  return running !== undefined;
}

/** Spec §4: the only method cannot go while a subscription still runs. */
async function assertRemovable(executor: Executor, accountId: number): Promise<void> {
  const live = await listLivePaymentMethods(executor, accountId);
  if (live.length <= 1 && (await hasRunningSubscription(executor, accountId))) {
    throw new AppError(409, 'last_payment_method', 'payments.lastMethod');
  }
}

/**
 * `DELETE /v1/account/billing/payment-methods/:id`: detached at the gateway, then soft deleted.
 * Deleting the default promotes the newest remaining method.
 */
export async function removePaymentMethod(deps: AppDeps, context: RequestContext, id: string): Promise<void> {
  const accountId = accountOf(context);
  const { db } = deps.database;
  await loadBillingAccount(db, accountId);
  const method = await findOwnPaymentMethod(db, accountId, id);
  if (!method) throw notFound();
  await assertRemovable(db, accountId);
  try {
    await viaGateway(() => deps.gateway.detachPaymentMethod(method.gatewayId));
  } catch (error) {
    // Already gone at the gateway: nothing left to detach there.
    if (!(error instanceof GatewayDeclinedError)) throw error;
  }

  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const account = await loadBillingAccount(tx, accountId, { lock: true });
    const current = await findOwnPaymentMethod(tx, accountId, id);
    if (!current) throw notFound();
    // Checked again under the account lock: a concurrent delete may have removed the other method.
    await assertRemovable(tx, accountId);
    await tx
      .update(paymentMethods)
      .set({ deletedAt: now, isDefault: false, updatedAt: now })
      .where(eq(paymentMethods.id, id));
    await recordAudit(tx, {
      entityType: 'payment_method',
      entityId: id,
      event: 'payment method removed',
      ...auditBy(context, accountId),
      oldValues: toPaymentMethod(current),
    });
    const remaining = await listLivePaymentMethods(tx, accountId);
    let defaultMethod = remaining.find((candidate) => candidate.isDefault) ?? null;
    const newest = remaining[0];
    if (!defaultMethod && newest) {
      await markDefault(tx, accountId, newest.id, now);
      defaultMethod = { ...newest, isDefault: true };
    }
    await syncCardFields(tx, account, defaultMethod, context, now);
  });
}
