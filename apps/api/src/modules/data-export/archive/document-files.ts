import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Config } from '../../../config';
import { creditNotes, invoiceLines, invoices, products, subscriptions } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import {
  currencyCode,
  isListedStatus,
  LISTED_STATUSES,
  listedStatus,
  renderCreditNotePdf,
  renderInvoicePdf,
} from '../../invoices/index';
import { jsonArray, pagesById } from './json-pages';
import type { ZipArchive } from './zip-archive';

/** The invoices a customer sees (a void one is not listed), in pages of the account's rows. */
const listed = (accountId: number, afterId: number) =>
  and(
    eq(invoices.userId, accountId),
    inArray(invoices.status, [...LISTED_STATUSES]),
    gt(invoices.id, afterId),
  );

export const invoicePdfName = (number: string) => `invoices/${number}.pdf`;
export const creditNotePdfName = (number: string) => `credit-notes/${number}.pdf`;

/** invoices.json: the account's invoices, amounts in minor units with their currency, dates in UTC. */
function invoiceEntries(executor: Executor, accountId: number) {
  return jsonArray(
    pagesById(
      async (afterId, limit) => {
        const rows = await executor
          .select({
            id: invoices.id,
            number: invoices.number,
            status: invoices.status,
            issuedAt: invoices.issuedAt,
            dueAt: invoices.dueAt,
            paidAt: invoices.paidAt,
            net: invoices.net,
            tax: invoices.tax,
            gross: invoices.gross,
            taxRate: invoices.taxRate,
            currencyId: invoices.currencyId,
            paymentMethodType: invoices.paymentMethodType,
            amountRefunded: invoices.amountRefunded,
            productId: subscriptions.productId,
            productName: products.name,
          })
          .from(invoices)
          .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
          .leftJoin(products, eq(products.id, subscriptions.productId))
          .where(listed(accountId, afterId))
          .orderBy(asc(invoices.id))
          .limit(limit);
        return rows.flatMap((row) =>
          isListedStatus(row.status)
            ? [
                {
                  id: row.id,
                  number: row.number,
                  date: row.issuedAt.toISOString(),
                  status: listedStatus(row.status, row.amountRefunded, row.gross),
                  subscription: row.productName,
                  product: row.productId,
                  net: row.net,
                  tax: row.tax,
                  amount: row.gross,
                  taxRate: row.taxRate,
                  currency: currencyCode(row.currencyId),
                  amountRefunded: row.amountRefunded,
                  paymentMethodType: row.paymentMethodType,
                  dueAt: row.dueAt.toISOString(),
                  paidAt: row.paidAt?.toISOString() ?? null,
                  pdf: invoicePdfName(row.number),
                },
              ]
            : [],
        );
      },
      (row) => row.id,
    ),
  );
}

/** Every listed invoice's PDF, rendered one at a time as the download route renders it. */
async function addInvoicePdfs(archive: ZipArchive, executor: Executor, seller: Config, accountId: number) {
  const pages = pagesById(
    (afterId, limit) =>
      executor
        .select()
        .from(invoices)
        .where(listed(accountId, afterId))
        .orderBy(asc(invoices.id))
        .limit(limit),
    (row) => row.id,
    50,
  );
  for await (const page of pages) {
    const lines = await executor
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          page.map((invoice) => invoice.id),
        ),
      )
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id));
    for (const invoice of page) {
      const own = lines.filter((line) => line.invoiceId === invoice.id);
      await archive.add(
        invoicePdfName(invoice.number),
        await renderInvoicePdf(seller, { invoice, lines: own }),
      );
    }
  }
}

const creditNotesAfter = (executor: Executor, accountId: number, afterId: number, limit: number) =>
  executor
    .select({
      note: creditNotes,
      invoice: invoices,
      productId: subscriptions.productId,
      productName: products.name,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(creditNotes.userId, accountId), gt(creditNotes.id, afterId)))
    .orderBy(asc(creditNotes.id))
    .limit(limit);

/** credit-notes.json: the account's credit notes, each with the invoice it corrects. */
function creditNoteEntries(executor: Executor, accountId: number) {
  return jsonArray(
    pagesById(
      async (afterId, limit) =>
        (await creditNotesAfter(executor, accountId, afterId, limit)).map(({ note, invoice, ...row }) => ({
          id: note.id,
          number: note.number,
          invoice: invoice.number,
          date: note.issuedAt.toISOString(),
          subscription: row.productName,
          product: row.productId,
          net: note.net,
          tax: note.tax,
          amount: note.gross,
          currency: currencyCode(invoice.currencyId),
          reason: note.reason,
          refunded: note.refundId !== null,
          pdf: creditNotePdfName(note.number),
        })),
      (entry) => entry.id,
    ),
  );
}

async function addCreditNotePdfs(archive: ZipArchive, executor: Executor, seller: Config, accountId: number) {
  const pages = pagesById(
    (afterId, limit) => creditNotesAfter(executor, accountId, afterId, limit),
    (row) => row.note.id,
    50,
  );
  for await (const page of pages) {
    for (const { note, invoice } of page) {
      await archive.add(creditNotePdfName(note.number), await renderCreditNotePdf(seller, { note, invoice }));
    }
  }
}

/** invoices.json and invoices/, credit-notes.json and credit-notes/: the account's documents. */
export async function addDocuments(
  archive: ZipArchive,
  executor: Executor,
  config: Config,
  accountId: number,
): Promise<void> {
  await archive.add('invoices.json', () => invoiceEntries(executor, accountId));
  await addInvoicePdfs(archive, executor, config, accountId);
  await archive.add('credit-notes.json', () => creditNoteEntries(executor, accountId));
  await addCreditNotePdfs(archive, executor, config, accountId);
}
