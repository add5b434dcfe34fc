import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index';
import { recordAudits } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { type PaymentRow, paymentAuditValues } from './record-payment';

/** One off-session attempt of the renewal batch: what the gateway answered for which invoice. */
export interface CollectedAttempt {
  accountId: number;
  invoiceId: number;
  paymentMethodId: string | null;
  intent: GatewayPaymentIntent;
  currencyId: number;
  at: Date;
}

/**
 * The renewal batch's attempts in one insert, each audited as the system's `created` (a batch form
 * of `recordPayment` for intents seen for the first time). An intent already recorded is left as it
 * is. Returns the rows stored.
 */
export async function recordCollectedAttempts(tx: Tx, attempts: CollectedAttempt[]): Promise<PaymentRow[]> {
  if (attempts.length === 0) return [];
  const stored = await tx
    .insert(payments)
    .values(
      attempts.map(({ intent, ...attempt }) => ({
        id: `pay_${intent.id}`,
        userId: attempt.accountId,
        invoiceId: attempt.invoiceId,
        paymentMethodId: attempt.paymentMethodId,
        gatewayIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
        currencyId: attempt.currencyId,
        status: intent.status,
        offSession: true,
        failureCode: intent.failureCode,
        createdAt: attempt.at,
        updatedAt: attempt.at,
      })),
    )
    .onConflictDoNothing()
    .returning();
  await recordAudits(
    tx,
    stored.map((row) => ({
      entityType: 'payment' as const,
      entityId: row.id,
      event: 'created' as const,
      editor: null,
      accountId: row.userId,
      newValues: paymentAuditValues(row),
    })),
  );
  return stored;
}

/** SEPA debits the bank has not settled yet, for the billing cycle to ask the gateway about. */
export function processingPayments(executor: Executor): Promise<PaymentRow[]> {
  return executor.select().from(payments).where(eq(payments.status, 'processing'));
}

/** An account's attempts still waiting for 3-D Secure (the account's deletion cancels them). */
export function waitingPaymentsOf(executor: Executor, accountId: number): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.userId, accountId), eq(payments.status, 'requires_action')));
}

/** An attempt we cancelled at the gateway: it keeps the reason it failed with. */
export async function markPaymentCanceled(tx: Executor, paymentId: string, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'canceled', updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'requires_action')));
}

/** The attempt of a gateway intent, or null when no payment of ours names it. */
export async function paymentOfIntent(
  executor: Executor,
  gatewayIntentId: string,
): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.gatewayIntentId, gatewayIntentId));
  return row ?? null;
}

/** An invoice's latest payment attempt, or null before the first. */
export async function latestPaymentOf(executor: Executor, invoiceId: number): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}
