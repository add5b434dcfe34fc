import { eq } from 'drizzle-orm';
import { paymentMethods, sepaDebitNotices, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import { accountDay } from './notice-days';

/**
 * The notice of a debit collected at once (a purchase, licence change or extra user paid by SEPA):
 * the sandbox debits on the day it is bought, so the notice announces today, in the account's time
 * zone; the confirmation the customer sees and the invoice say it, and this row keeps what they said.
 */
export async function noticeImmediateDebit(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  debit: {
    userId: number;
    /** The subscription bought or changed (for an extra user: the Tools subscription it joins). */
    subscriptionId: string;
    invoiceId: number;
    paymentMethodId: string;
    amount: number;
    currencyId: number;
    /** The account's time of the purchase. */
    at: Date;
  },
): Promise<void> {
  const [found] = await tx
    .select({
      mandateReference: paymentMethods.mandateReference,
      gatewayId: paymentMethods.gatewayId,
      timezone: users.timezone,
    })
    .from(paymentMethods)
    .innerJoin(users, eq(users.id, paymentMethods.userId))
    .where(eq(paymentMethods.id, debit.paymentMethodId));
  if (!found) return;
  await tx.insert(sepaDebitNotices).values({
    userId: debit.userId,
    kind: 'immediate',
    subscriptionId: debit.subscriptionId,
    invoiceId: debit.invoiceId,
    paymentMethodId: debit.paymentMethodId,
    mandateReference: found.mandateReference ?? found.gatewayId,
    creditorId: deps.config.SELLER_SEPA_CREDITOR_ID,
    amount: debit.amount,
    currencyId: debit.currencyId,
    collectOn: accountDay(debit.at, found.timezone),
    sentAt: debit.at,
    createdAt: debit.at,
  });
}
