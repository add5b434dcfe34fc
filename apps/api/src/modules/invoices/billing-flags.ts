import { and, eq, ne } from 'drizzle-orm';
import { invoices, subscriptions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { mustSettleOpenPayments } from './open-payments-to-settle';

/**
 * The account's billing facts the web needs on every page (spec §3 "Account"): an open invoice to
 * pay, one of them due so that purchases wait (at the account's time, `at`), and any subscription
 * that has not ended.
 */
export async function billingFlags(
  executor: Executor,
  accountId: number,
  at: Date,
): Promise<{ hasOpenPayments: boolean; mustSettleOpenPayments: boolean; hasSubscriptions: boolean }> {
  const [open] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, accountId), eq(invoices.status, 'open')))
    .limit(1);
  const [running] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'ended')))
    .limit(1);
  return {
    hasOpenPayments: open !== undefined,
    mustSettleOpenPayments: open !== undefined && (await mustSettleOpenPayments(executor, accountId, at)),
    hasSubscriptions: running !== undefined,
  };
}
