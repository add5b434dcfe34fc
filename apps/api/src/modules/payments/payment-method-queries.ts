import type { PaymentMethod } from '@portal/contract';
import { and, desc, eq, isNull, type Placeholder } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import type { GatewayPaymentMethod } from '../../platform/payments/gateway';
import { preparedAccountRead } from '../../platform/prepared-query';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const live = (accountId: number | Placeholder) =>
  and(eq(paymentMethods.userId, accountId), isNull(paymentMethods.deletedAt));

/** The account's default method that is not deleted, or null. */
export async function findDefaultPaymentMethod(
  executor: Executor,
  accountId: number,
): Promise<PaymentMethodRow | null> {
  const [row] = await executor
    .select()
    .from(paymentMethods)
    .where(and(live(accountId), eq(paymentMethods.isDefault, true)));
  return row ?? null;
}

/** The account's methods that are not deleted, newest first. */
export const listLivePaymentMethods: (executor: Executor, accountId: number) => Promise<PaymentMethodRow[]> =
  preparedAccountRead('live_payment_methods', (executor, accountId) =>
    executor
      .select()
      .from(paymentMethods)
      .where(live(accountId))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id)),
  );

/** One of the account's live methods by our id; another account's id finds nothing. */
export async function findOwnPaymentMethod(
  executor: Executor,
  accountId: number,
  id: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await executor
    .select()
    .from(paymentMethods)
    .where(and(live(accountId), eq(paymentMethods.id, id)));
  return row ?? null;
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type === 'sepa_debit' ? 'sepa_debit' : 'card',
    brand: row.brand,
    last4: row.last4,
    created: Math.floor(row.createdAt.getTime() / 1000),
    expMonth: row.expMonth,
    expYear: row.expYear,
    bankCode: row.bankCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

/** What users.card_brand / card_last_four say for a default method (spec §3 "card_brand"). */
export function cardFieldsOf(row: PaymentMethodRow | null): {
  cardBrand: string | null;
  cardLastFour: string | null;
} {
  if (!row) return { cardBrand: null, cardLastFour: null };
  return { cardBrand: row.type === 'sepa_debit' ? 'sepa_debit' : row.brand, cardLastFour: row.last4 };
}

/** The columns a gateway's method fills in our `payment_methods` row (one mapping for every writer). */
export function paymentMethodColumns(method: GatewayPaymentMethod) {
  return {
    gatewayId: method.id,
    type: method.type,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    bankCode: method.bankCode,
    country: method.country,
    holderName: method.holderName,
    mandateReference: method.mandateReference,
    mandateAcceptedAt: method.mandateAcceptedAt,
  };
}
