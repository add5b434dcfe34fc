import type { DunningTimeline } from '@portal/contract';
import { dunningEndsAt, retryDueAt } from '@portal/contract/dunning';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { invoices, payments, subscriptions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { preparedAccountRead } from '../../platform/prepared-query';
import { dunningStartOf } from './reopen-invoice';

/** Open invoices of the account's past-due subscriptions, newest first. */
const owedInvoices = preparedAccountRead('dunning_owed', (executor, accountId) =>
  executor
    .select({
      subscriptionId: subscriptions.id,
      attempts: subscriptions.dunningAttempts,
      invoiceId: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      dueAt: invoices.dueAt,
      paymentMethodType: invoices.paymentMethodType,
    })
    .from(subscriptions)
    .innerJoin(invoices, and(eq(invoices.subscriptionId, subscriptions.id), eq(invoices.status, 'open')))
    .where(and(eq(subscriptions.userId, accountId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id)),
);

/**
 * The dunning of each of the account's past-due subscriptions, keyed by subscription id: its newest
 * open invoice (the one the engine retries), every automatic attempt that failed with the gateway's
 * reason, the next retry and the day it ends unpaid — all on the engine's schedule (decision 0019).
 */
export async function dunningTimelines(
  executor: Executor,
  accountId: number,
): Promise<Map<string, DunningTimeline>> {
  const owed = await owedInvoices(executor, accountId);
  const newest = new Map<string, (typeof owed)[number]>();
  for (const row of owed) if (!newest.has(row.subscriptionId)) newest.set(row.subscriptionId, row);
  if (newest.size === 0) return new Map();

  const invoiceIds = [...newest.values()].map((row) => row.invoiceId);
  // Off-session attempts are the engine's own (the renewal and its retries); a customer's attempt
  // on the invoices screen is not a dunning step.
  const failed = await executor
    .select({ invoiceId: payments.invoiceId, at: payments.createdAt, reason: payments.failureCode })
    .from(payments)
    .where(
      and(
        inArray(payments.invoiceId, invoiceIds),
        eq(payments.offSession, true),
        inArray(payments.status, ['failed', 'requires_action', 'canceled']),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));

  const timelines = new Map<string, DunningTimeline>();
  for (const row of newest.values()) {
    const attempts = failed
      .filter((payment) => payment.invoiceId === row.invoiceId)
      .map((payment, index) => ({ attempt: index, at: payment.at.toISOString(), reason: payment.reason }));
    timelines.set(row.subscriptionId, {
      invoiceId: row.invoiceId,
      invoiceNumber: row.number,
      attempts,
      nextRetryAt: retryDueAt(dunningStartOf(row), row.attempts + 1)?.toISOString() ?? null,
      endsAt: dunningEndsAt(dunningStartOf(row)).toISOString(),
    });
  }
  return timelines;
}
