import { and, eq, exists, ne, sql } from 'drizzle-orm';
import { invoices, subscriptions, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import { invoicesToSettle } from './open-payments-to-settle';

export interface BillingFlags {
  hasOpenPayments: boolean;
  mustSettleOpenPayments: boolean;
  hasSubscriptions: boolean;
}

/**
 * The account's billing facts the web needs on every page (spec §3 "Account"): an open invoice to
 * pay, one of them due so that purchases wait (at the account's time, `at`), and any subscription
 * that has not ended. One query: `/v1/account/me` asks it on every page load.
 */
export async function billingFlags(executor: Executor, accountId: number, at: Date): Promise<BillingFlags> {
  const [flags] = await flagsOf(executor, { accountId, at });
  return flags ?? { hasOpenPayments: false, mustSettleOpenPayments: false, hasSubscriptions: false };
}

const flagsOf = preparedRead(
  'billing_flags',
  ['accountId', 'at'],
  (executor, { accountId, at }: Bound<{ accountId: number; at: Date }>) => {
    const open = executor
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, accountId), eq(invoices.status, 'open')));
    const running = executor
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'ended')));
    return executor
      .select({
        hasOpenPayments: sql<boolean>`${exists(open)}`,
        mustSettleOpenPayments: sql<boolean>`${exists(invoicesToSettle(executor, accountId, at))}`,
        hasSubscriptions: sql<boolean>`${exists(running)}`,
      })
      .from(users)
      .where(eq(users.id, accountId));
  },
);
