import { and, eq, ne } from 'drizzle-orm';
import { invoices, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { recordAudit } from '../../../platform/audit';
import type { Tx } from '../../../platform/db';
import { mailPaymentFailed } from '../../billing-mails/index';
import type { InvoiceRow } from '../../invoices/index';
import type { SubscriptionRow } from '../subscription-queries';
import { isLastRetry, retryDueAt } from './dunning-schedule';

/**
 * A renewal's payment failed at `attempt` (0 = the renewal itself, 1–3 = dunning retries). Before
 * the last retry the subscription is past due and the customer gets a "complete payment" mail;
 * after it the subscription ends and its unpaid invoice is voided.
 */
export async function applyPaymentFailure(
  tx: Tx,
  deps: Pick<AppDeps, 'jobs'>,
  input: {
    subscription: SubscriptionRow;
    name: string;
    invoice: InvoiceRow;
    attempt: number;
    at: Date;
    /** The gateway's failure code; null when nothing could be charged (no payment method). */
    reason: string | null;
  },
): Promise<'past_due' | 'ended'> {
  const { subscription, invoice, attempt, at } = input;
  const final = isLastRetry(attempt);
  await tx
    .update(subscriptions)
    .set(
      final
        ? { status: 'ended', endedAt: at, endsAt: at, dunningAttempts: attempt, updatedAt: at }
        : { status: 'past_due', dunningAttempts: attempt, updatedAt: at },
    )
    .where(and(eq(subscriptions.id, subscription.id), ne(subscriptions.status, 'ended')));
  if (final) {
    await tx
      .update(invoices)
      .set({ status: 'void', updatedAt: at })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'open')));
  }
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: subscription.id,
    event: 'updated',
    editor: null,
    accountId: subscription.userId,
    oldValues: { status: subscription.status, dunning_attempts: subscription.dunningAttempts },
    newValues: { status: final ? 'ended' : 'past_due', dunning_attempts: attempt, invoice: invoice.number },
  });
  await mailPaymentFailed(tx, deps, {
    accountId: subscription.userId,
    subscriptionId: subscription.id,
    invoiceId: invoice.id,
    attempt,
    final,
    reason: input.reason,
    nextRetryAt: retryDueAt(invoice.issuedAt, attempt + 1)?.toISOString() ?? null,
  });
  return final ? 'ended' : 'past_due';
}
