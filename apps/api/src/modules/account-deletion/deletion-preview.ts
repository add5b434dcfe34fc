import {
  type AccountDeletionPreview,
  CURRENCY_IDS,
  type InvoiceCurrency,
  RECORDS_RETENTION_YEARS,
} from '@portal/contract';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { creditNotes, invoices, products, subscriptions, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';

const currencyOf = (currencyId: number): InvoiceCurrency => (currencyId === CURRENCY_IDS.eur ? 'eur' : 'usd');

/** The account's subscriptions that have not ended: each ends the moment the account is deleted. */
export function subscriptionsToEnd(executor: Executor, accountId: number) {
  return executor
    .select({ subscription: subscriptions, product: products.name })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'ended')))
    .orderBy(asc(subscriptions.createdAt));
}

/** The sub-users that go with the account. */
export function subUsersOf(executor: Executor, accountId: number) {
  return executor
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      image: users.image,
    })
    .from(users)
    .where(eq(users.parentId, accountId))
    .orderBy(asc(users.id));
}

/**
 * `GET /v1/account/delete/preview` (decision 0051): what confirming would do, as of `now`. An account
 * holder's deletion ends every subscription at once (nothing more is charged; the paid rest of the
 * period is not refunded), leaves open invoices payable, removes the sub-users, and keeps invoices
 * and credit notes by law. A sub-user removes only themselves.
 */
export async function deletionPreview(
  executor: Executor,
  principal: Principal,
  now: Date,
): Promise<AccountDeletionPreview> {
  const [user] = await executor
    .select({ email: users.email, parentId: users.parentId })
    .from(users)
    .where(and(eq(users.id, principal.userId), isNull(users.deletedAt)));
  if (!user) throw notFound();
  const empty = {
    subscriptions: [],
    openInvoices: [],
    subUsers: [],
    keptRecords: { invoices: 0, creditNotes: 0, years: RECORDS_RETENTION_YEARS },
  };
  if (user.parentId !== null) return { scope: 'user', email: user.email, ...empty };

  const accountId = principal.userId;
  const [running, open, members, [invoiceCount], [creditNoteCount]] = await Promise.all([
    subscriptionsToEnd(executor, accountId),
    executor
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, accountId), eq(invoices.status, 'open')))
      .orderBy(asc(invoices.dueAt)),
    subUsersOf(executor, accountId),
    executor
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.userId, accountId), sql`${invoices.status} <> 'void'`)),
    executor.select({ n: count() }).from(creditNotes).where(eq(creditNotes.userId, accountId)),
  ]);
  return {
    scope: 'account',
    email: user.email,
    subscriptions: running.map(({ subscription, product }) => ({
      id: subscription.id,
      product,
      interval: subscription.interval === 'year' ? 'year' : 'month',
      quantity: subscription.quantity,
      status: subscription.status,
      endsAt: now.toISOString(),
      paidUntil: subscription.currentPeriodEnd.toISOString(),
    })),
    openInvoices: open.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      amount: invoice.gross - invoice.amountRefunded,
      currency: currencyOf(invoice.currencyId),
      dueAt: invoice.dueAt.toISOString(),
    })),
    subUsers: members.map((member) => ({
      id: member.id,
      email: member.email,
      name: `${member.firstname} ${member.lastname}`.trim(),
    })),
    keptRecords: {
      invoices: invoiceCount?.n ?? 0,
      creditNotes: creditNoteCount?.n ?? 0,
      years: RECORDS_RETENTION_YEARS,
    },
  };
}
