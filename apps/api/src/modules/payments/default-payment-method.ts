import { and, eq } from 'drizzle-orm';
import { paymentMethods, users } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import type { BillingAccount } from './billing-account';
import { cardFieldsOf, type PaymentMethodRow } from './payment-method-queries';

/** Makes `methodId` the account's only default (null: none). Clears first: one default is indexed. */
export async function markDefault(
  tx: Tx,
  accountId: number,
  methodId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(paymentMethods.userId, accountId), eq(paymentMethods.isDefault, true)));
  if (methodId === null) return;
  await tx
    .update(paymentMethods)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(paymentMethods.userId, accountId), eq(paymentMethods.id, methodId)));
}

/** users.card_brand / card_last_four follow the default method (audited when they change). */
export async function syncCardFields(
  tx: Tx,
  account: BillingAccount,
  defaultMethod: PaymentMethodRow | null,
  /** None for the system (the purchase's undo, the reconciliation sweep). */
  context: RequestContext | undefined,
  now: Date,
): Promise<void> {
  const next = cardFieldsOf(defaultMethod);
  if (next.cardBrand === account.cardBrand && next.cardLastFour === account.cardLastFour) return;
  await tx
    .update(users)
    .set({ ...next, updatedAt: now })
    .where(eq(users.id, account.id));
  await recordAudit(tx, {
    entityType: 'user',
    entityId: account.id,
    event: 'updated',
    ...auditBy(context ?? systemContext(), account.id),
    oldValues: { card_brand: account.cardBrand, card_last_four: account.cardLastFour },
    newValues: { card_brand: next.cardBrand, card_last_four: next.cardLastFour },
  });
}
