import { and, eq, exists, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { invoices, subscriptions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { invoicesToSettle } from './open-payments-to-settle';

/**
 * The account's billing facts the web needs on every page (spec §3 "Account"), as columns of a query
 * on the account's row: an open invoice to pay, one of them due so that purchases wait (at the
 * account's time, `at`), and any subscription that has not ended. `/v1/account/me` reads them with
 * the user in one query.
 */
export function billingFlagColumns(
  executor: Executor,
  accountId: number | Placeholder | SQL,
  at: Date | SQL,
) {
  const open = executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, accountId), eq(invoices.status, 'open')));
  const running = executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'ended')));
  return {
    hasOpenPayments: sql<boolean>`${exists(open)}`,
    mustSettleOpenPayments: sql<boolean>`${exists(invoicesToSettle(executor, accountId, at))}`,
    hasSubscriptions: sql<boolean>`${exists(running)}`,
  };
}
