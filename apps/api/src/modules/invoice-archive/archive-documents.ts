import { and, asc, count, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { LISTED_STATUSES } from '../invoices/index';

/** The instants a month or a year spans, in UTC (documents are dated and numbered by the UTC day). */
export interface Period {
  from: Date;
  until: Date;
}

export function periodOf(year: number, month?: number): Period {
  return month === undefined
    ? { from: new Date(Date.UTC(year, 0, 1)), until: new Date(Date.UTC(year + 1, 0, 1)) }
    : { from: new Date(Date.UTC(year, month - 1, 1)), until: new Date(Date.UTC(year, month, 1)) };
}

// The invoices a customer sees (a void one never is) of the period, after an id.
const listedInvoices = (accountId: number, period: Period, afterId = 0) =>
  and(
    eq(invoices.userId, accountId),
    inArray(invoices.status, [...LISTED_STATUSES]),
    gte(invoices.issuedAt, period.from),
    lt(invoices.issuedAt, period.until),
    gt(invoices.id, afterId),
  );

const periodCreditNotes = (accountId: number, period: Period, afterId = 0) =>
  and(
    eq(creditNotes.userId, accountId),
    gte(creditNotes.issuedAt, period.from),
    lt(creditNotes.issuedAt, period.until),
    gt(creditNotes.id, afterId),
  );

/** How many invoices and credit notes of the account the period holds. */
export async function countDocuments(executor: Executor, accountId: number, period: Period) {
  const [[invoiceCount], [creditNoteCount]] = await Promise.all([
    executor.select({ total: count() }).from(invoices).where(listedInvoices(accountId, period)),
    executor.select({ total: count() }).from(creditNotes).where(periodCreditNotes(accountId, period)),
  ]);
  return { invoices: invoiceCount?.total ?? 0, creditNotes: creditNoteCount?.total ?? 0 };
}

const PAGE = 50;

/** The period's invoices with their lines, a page at a time, oldest first. */
export async function* invoicesOf(executor: Executor, accountId: number, period: Period) {
  let afterId = 0;
  for (;;) {
    const page = await executor
      .select()
      .from(invoices)
      .where(listedInvoices(accountId, period, afterId))
      .orderBy(asc(invoices.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const lines = await executor
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          page.map((invoice) => invoice.id),
        ),
      )
      .orderBy(asc(invoiceLines.id));
    for (const invoice of page) {
      yield { invoice, lines: lines.filter((line) => line.invoiceId === invoice.id) };
    }
    afterId = page[page.length - 1]?.id ?? afterId;
    if (page.length < PAGE) return;
  }
}

/** The period's credit notes with the invoice each corrects, a page at a time, oldest first. */
export async function* creditNotesOf(executor: Executor, accountId: number, period: Period) {
  let afterId = 0;
  for (;;) {
    const page = await executor
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(periodCreditNotes(accountId, period, afterId))
      .orderBy(asc(creditNotes.id))
      .limit(PAGE);
    yield* page;
    if (page.length < PAGE) return;
    afterId = page[page.length - 1]?.note.id ?? afterId;
  }
}
