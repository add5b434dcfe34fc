import {
  eInvoiceFormatsFor,
  USER_DOCUMENTS_LIMIT,
  type UserCreditNoteDocument,
  type UserDocuments,
  type UserInvoiceDocument,
} from '@portal/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { creditNotes, invoices, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { currencyCode, isListedStatus, LISTED_STATUSES, listedStatus } from '../invoices/index';
import { listedUsers } from './user-conditions';

/**
 * The user whose documents staff open: an unknown id, or a deleted account's tombstone, is a 404,
 * as for the user detail. Their account is the user themself: invoices and credit notes are the
 * owner's, so a sub-user holds none (as it holds no subscription, decision 0060).
 */
export async function documentAccountOf(db: Executor, userId: number): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), listedUsers));
  if (!user) throw notFound();
  return user.id;
}

function newestInvoices(db: Executor, accountId: number) {
  return db
    .select({
      number: invoices.number,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
      gross: invoices.gross,
      amountRefunded: invoices.amountRefunded,
      currencyId: invoices.currencyId,
      buyer: invoices.buyer,
    })
    .from(invoices)
    .where(and(eq(invoices.userId, accountId), inArray(invoices.status, [...LISTED_STATUSES])))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(USER_DOCUMENTS_LIMIT);
}

function newestCreditNotes(db: Executor, accountId: number) {
  return db
    .select({
      number: creditNotes.number,
      invoice: invoices.number,
      issuedAt: creditNotes.issuedAt,
      gross: creditNotes.gross,
      refundId: creditNotes.refundId,
      currencyId: invoices.currencyId,
      buyer: invoices.buyer,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.userId, accountId))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
    .limit(USER_DOCUMENTS_LIMIT);
}

/**
 * `GET /v1/admin/users/:id/documents` (issue 32): the account's newest invoices, as the customer's
 * list words their status, and its newest credit notes with how each is refunded. Two statements
 * on the `(user_id, issued_at)` indexes, each bounded.
 */
export async function listUserDocuments(db: Executor, userId: number): Promise<UserDocuments> {
  const accountId = await documentAccountOf(db, userId);
  const [invoiceRows, noteRows] = await Promise.all([
    newestInvoices(db, accountId),
    newestCreditNotes(db, accountId),
  ]);
  return {
    invoices: invoiceRows.flatMap((row): UserInvoiceDocument[] =>
      isListedStatus(row.status)
        ? [
            {
              kind: 'invoice',
              number: row.number,
              date: row.issuedAt.toISOString(),
              amount: row.gross,
              currency: currencyCode(row.currencyId),
              status: listedStatus(row.status, row.amountRefunded, row.gross),
              e_invoice_formats: eInvoiceFormatsFor(row.buyer),
            },
          ]
        : [],
    ),
    credit_notes: noteRows.map(
      (row): UserCreditNoteDocument => ({
        kind: 'credit-note',
        number: row.number,
        invoice: row.invoice,
        date: row.issuedAt.toISOString(),
        amount: row.gross,
        currency: currencyCode(row.currencyId),
        status: row.refundId === null ? 'bank_transfer' : 'payment_method',
        e_invoice_formats: eInvoiceFormatsFor(row.buyer),
      }),
    ),
  };
}
