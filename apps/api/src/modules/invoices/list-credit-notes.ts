import { type CreditNote, eInvoiceFormatsFor } from '@portal/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import { creditNotes, invoices, products, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { preparedAccountRead } from '../../platform/prepared-query';
import { currencyCode, documentPdfUrl } from './invoice-view';

/** `GET /v1/invoice/credit`: the account's credit notes, newest first. */
export async function listCreditNotes(deps: AppDeps, accountId: number): Promise<CreditNote[]> {
  return (await accountCreditNotes(deps.database.db, accountId)).map((row) => toCreditNote(deps, row));
}

/** Credit notes as customers see them (spec §3 "Credit note"), newest first. */
export async function selectCreditNotes(deps: AppDeps, where: SQL): Promise<CreditNote[]> {
  return (await creditNoteRows(deps.database.db, where)).map((row) => toCreditNote(deps, row));
}

const creditNoteRows = (executor: Executor, where: SQL | undefined) =>
  executor
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      invoice: invoices.number,
      issuedAt: creditNotes.issuedAt,
      gross: creditNotes.gross,
      currencyId: invoices.currencyId,
      buyer: invoices.buyer,
      productId: subscriptions.productId,
      productName: products.name,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(where)
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id));

const accountCreditNotes = preparedAccountRead('account_credit_notes', (executor, accountId) =>
  creditNoteRows(executor, eq(creditNotes.userId, accountId)),
);

type CreditNoteRow = Awaited<ReturnType<typeof creditNoteRows>>[number];

function toCreditNote(deps: AppDeps, row: CreditNoteRow): CreditNote {
  return {
    id: row.id,
    number: row.number,
    invoice: row.invoice,
    subscription: row.productName,
    product: row.productId,
    date: row.issuedAt.toISOString(),
    amount: row.gross,
    currency: currencyCode(row.currencyId),
    pdf: documentPdfUrl(deps.config, 'credit-note', row.number),
    eInvoiceFormats: eInvoiceFormatsFor(row.buyer),
  };
}
