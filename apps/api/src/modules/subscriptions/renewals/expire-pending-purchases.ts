import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { subscriptions } from '../../../db/schema/index';
import { viaGateway } from '../../payments/gateway-errors';
import { pendingPaymentOf } from '../pending-payment';
import { applyIntentUpdate } from './apply-intent-update';

const HOUR_MS = 3_600_000;

/**
 * A first purchase whose 3-D Secure was never answered (the tab was closed) expires after
 * INCOMPLETE_PURCHASE_EXPIRY_HOURS, as Stripe lets incomplete subscriptions expire after 23 hours:
 * its intent is cancelled at the gateway, so no late answer can take money, and the purchase is
 * undone as a refused one is (the replaced subscription runs on, the coupon is given back). An
 * intent that was answered meanwhile is applied as it stands. Returns how many expired.
 */
export async function expirePendingPurchases(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db;
  const cutoff = new Date(now.getTime() - deps.config.INCOMPLETE_PURCHASE_EXPIRY_HOURS * HOUR_MS);
  const stale = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'incomplete'), lte(subscriptions.createdAt, cutoff)));
  let expired = 0;
  for (const sub of stale) {
    const pending = await pendingPaymentOf(db, sub.userId, sub.id);
    const payment = pending?.payment;
    // No attempt recorded (the process stopped between charge and record): left for staff to check.
    if (payment?.status !== 'requires_action') continue;
    const intent = await viaGateway(() => deps.gateway.cancelPaymentIntent(payment.gatewayIntentId)).catch(
      () => null,
    );
    // An unreachable gateway is asked again in the next cycle.
    if (!intent) continue;
    await db.transaction((tx) => applyIntentUpdate(tx, deps, intent, now));
    if (intent.status === 'failed') expired += 1;
  }
  return expired;
}
