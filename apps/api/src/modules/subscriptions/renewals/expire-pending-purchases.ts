import { isAfter, subHours } from 'date-fns';
import { and, eq, lte } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { moneyTransaction } from '../../money/index';
import { viaGateway } from '../../payments/index';
import { accessChanged } from '../access-changed';
import { pendingPaymentOf } from '../pending-payment';
import { accountNow, type ClockOffsets, latestNow } from './account-clock';
import { applyIntentUpdate } from './apply-intent-update';

/**
 * A first purchase whose 3-D Secure was never answered (the tab was closed) expires after
 * INCOMPLETE_PURCHASE_EXPIRY_HOURS, as Stripe lets incomplete subscriptions expire after 23 hours:
 * its intent is cancelled at the gateway, so no late answer can take money, and the purchase is
 * undone as a refused one is (the replaced subscription runs on, the coupon is given back). An
 * intent that was answered meanwhile is applied as it stands. Returns how many expired.
 */
export async function expirePendingPurchases(
  deps: AppDeps,
  now: Date,
  offsets: ClockOffsets,
): Promise<number> {
  const db = deps.database.db;
  const expiryHours = deps.config.INCOMPLETE_PURCHASE_EXPIRY_HOURS;
  // Purchases start on their account's clock, so they expire on it too.
  const cutoff = subHours(latestNow(now, offsets), expiryHours);
  const stale = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'incomplete'), lte(subscriptions.createdAt, cutoff)));
  let expired = 0;
  for (const sub of stale) {
    const at = accountNow(now, offsets, sub.userId);
    if (isAfter(sub.createdAt, subHours(at, expiryHours))) continue;
    const pending = await pendingPaymentOf(db, sub.userId, sub.id);
    const payment = pending?.payment;
    // No attempt recorded yet: its charge is still reserved, and the reconciliation sweep settles it.
    if (payment?.status !== 'requires_action') continue;
    const intent = await viaGateway(() => deps.gateway.cancelPaymentIntent(payment.gatewayIntentId)).catch(
      () => null,
    );
    // An unreachable gateway is asked again in the next cycle.
    if (!intent) continue;
    accessChanged(deps, [
      await moneyTransaction(deps, sub.userId, (tx) => applyIntentUpdate(tx, deps, intent, at)),
    ]);
    if (intent.status === 'failed') expired += 1;
  }
  return expired;
}
