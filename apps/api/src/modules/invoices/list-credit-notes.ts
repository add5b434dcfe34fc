import type { CreditNote } from '@portal/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import { creditNotes, invoices, products, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { currencyCode, documentPdfUrl } from './invoice-view';

/** `GET /v1/invoice/credit`: the account's credit notes, newest first. */
export function listCreditNotes(deps: AppDeps, accountId: number): Promise<CreditNote[]> {
  return selectCreditNotes(deps, eq(creditNotes.userId, accountId));
}

/** Credit notes as customers see them (spec §3 "Credit note"), newest first. */
export async function selectCreditNotes(deps: AppDeps, where: SQL): Promise<CreditNote[]> {
  const rows = await deps.database.db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      invoice: invoices.number,
      issuedAt: creditNotes.issuedAt,
      gross: creditNotes.gross,
      currencyId: invoices.currencyId,
      productId: subscriptions.productId,
      productName: products.name,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(where)
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    invoice: row.invoice,
    subscription: row.productName,
    product: row.productId,
    date: row.issuedAt.toISOString(),
    amount: row.gross,
    currency: currencyCode(row.currencyId),
    pdf: documentPdfUrl(deps.config, 'credit-note', row.number),
  }));
}
