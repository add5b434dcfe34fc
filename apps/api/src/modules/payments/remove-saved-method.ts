import { eq } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { systemContext } from '../../platform/request-context';
import { loadBillingAccount } from './billing-account';
import { markDefault, syncCardFields } from './default-payment-method';
import { findOwnPaymentMethod, listLivePaymentMethods, toPaymentMethod } from './payment-method-queries';

/**
 * Undoes a method saved as default for a purchase that was refused or undone (spec §4, decision
 * 0023): it is removed, and the default it took over is the default again. Runs on the server in
 * the purchase's own lifecycle, whether the browser is still there or not. Returns the gateway id
 * to detach once the transaction is over (never call the gateway inside one), or null.
 */
export async function removeMethodSavedForPurchase(
  tx: Tx,
  accountId: number,
  methodId: string,
  at: Date,
): Promise<string | null> {
  const account = await loadBillingAccount(tx, accountId, { lock: true });
  const method = await findOwnPaymentMethod(tx, accountId, methodId);
  if (!method) return null;
  await tx
    .update(paymentMethods)
    .set({ deletedAt: at, isDefault: false, updatedAt: at })
    .where(eq(paymentMethods.id, method.id));
  await recordAudit(tx, {
    entityType: 'payment_method',
    entityId: method.id,
    event: 'payment method removed',
    ...auditBy(systemContext(), accountId),
    oldValues: toPaymentMethod(method),
    newValues: { reason: 'purchase refused' },
  });
  const remaining = await listLivePaymentMethods(tx, accountId);
  const restored =
    remaining.find((candidate) => candidate.id === method.replacedDefaultId) ??
    remaining.find((candidate) => candidate.isDefault) ??
    remaining[0] ??
    null;
  await markDefault(tx, accountId, restored?.id ?? null, at);
  await syncCardFields(tx, account, restored ? { ...restored, isDefault: true } : null, undefined, at);
  return method.gatewayId;
}
