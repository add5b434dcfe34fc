import {
  creditNotes,
  invoiceLines,
  invoices,
  subscriptionPauses,
  subscriptions,
} from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';

/**
 * The finance figures worked out again in plain code from every row of the invoices, invoice
 * lines, credit notes, subscriptions and pauses tables — no SQL aggregate — for the reconciliation test.
 */
export async function loadBooks(db: Db) {
  return {
    invoices: await db.select().from(invoices),
    lines: await db.select().from(invoiceLines),
    notes: await db.select().from(creditNotes),
    subscriptions: await db.select().from(subscriptions),
    pauses: await db.select().from(subscriptionPauses),
  };
}
export type Books = Awaited<ReturnType<typeof loadBooks>>;

const code = (currencyId: number) => (currencyId === 1 ? 'EUR' : 'USD');
const month = (at: Date) => at.toISOString().slice(0, 7);
const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/** MRR per subscription at `at`: its recurring lines covering `at`, a yearly line / 12, rounded once. */
export function mrrPerSubscription(
  books: Books,
  at: Date,
): Map<string, { currency: string; line: string; mrr: number }> {
  const invoiceById = new Map(books.invoices.map((invoice) => [invoice.id, invoice]));
  const subById = new Map(books.subscriptions.map((sub) => [sub.id, sub]));
  // Per subscription, the recurring lines covering `at`; only the latest-starting period's count
  // (a switch to yearly made now supersedes the month already paid).
  const covering = new Map<string, (typeof books.lines)[number][]>();
  for (const line of books.lines) {
    if (line.kind !== 'subscription' && line.kind !== 'discount') continue;
    if (!line.periodStart || !line.periodEnd) continue;
    if (!(line.periodStart <= at && line.periodEnd > at)) continue;
    const invoice = invoiceById.get(line.invoiceId);
    if (!invoice?.subscriptionId || invoice.status === 'void') continue;
    const sub = subById.get(invoice.subscriptionId);
    if (!sub || (sub.endedAt && sub.endedAt <= at)) continue;
    covering.set(sub.id, [...(covering.get(sub.id) ?? []), line]);
  }
  const exact = new Map<string, number>();
  for (const [subId, lines] of covering) {
    const latest = Math.max(...lines.map((line) => line.periodStart?.getTime() ?? 0));
    for (const line of lines) {
      if (!line.periodStart || !line.periodEnd || line.periodStart.getTime() !== latest) continue;
      // A line bills a year when its period does (a subscription switched to yearly keeps its months).
      const yearly = line.periodEnd.getTime() - line.periodStart.getTime() > 62 * 86_400_000;
      add(exact, subId, yearly ? line.amount / 12 : line.amount);
    }
  }
  const result = new Map<string, { currency: string; line: string; mrr: number }>();
  for (const [id, amount] of exact) {
    const sub = subById.get(id);
    if (sub) result.set(id, { currency: code(sub.currencyId), line: sub.line, mrr: Math.round(amount) });
  }
  return result;
}

export function mrrByCurrency(books: Books, at: Date): Map<string, number> {
  const totals = new Map<string, number>();
  for (const each of mrrPerSubscription(books, at).values()) add(totals, each.currency, each.mrr);
  return totals;
}

/** A pause holds `at` (not ended early by then) and the subscription has not ended. */
function pausedAt(books: Books, id: string, at: Date): boolean {
  const sub = books.subscriptions.find((each) => each.id === id);
  if (!sub || (sub.endedAt && sub.endedAt <= at)) return false;
  return books.pauses.some(
    (pause) =>
      pause.subscriptionId === id &&
      pause.startsAt <= at &&
      pause.endsAt > at &&
      (!pause.endedEarlyAt || pause.endedEarlyAt > at),
  );
}

export function movement(books: Books, before: Date, now: Date, currency: string) {
  const a = mrrPerSubscription(books, before);
  const b = mrrPerSubscription(books, now);
  const moved = { previous: 0, new: 0, expansion: 0, contraction: 0, churn: 0, paused: 0 };
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(id);
    const is = b.get(id);
    if ((was ?? is)?.currency !== currency) continue;
    const x = was?.mrr ?? 0;
    const y = is?.mrr ?? 0;
    moved.previous += x;
    if (x === 0) moved.new += y;
    else if (y === 0 && pausedAt(books, id, now)) moved.paused += x;
    else if (y === 0) moved.churn += x;
    else if (y > x) moved.expansion += y - x;
    else moved.contraction += x - y;
  }
  return moved;
}

/** Gross invoiced (by issue month), collected (by paid month) and refunded (by credit note month). */
export function moneyByMonth(books: Books) {
  const invoiced = new Map<string, number>();
  const collected = new Map<string, number>();
  const refunded = new Map<string, number>();
  const invoiceById = new Map(books.invoices.map((invoice) => [invoice.id, invoice]));
  for (const invoice of books.invoices) {
    if (invoice.status !== 'void')
      add(invoiced, `${code(invoice.currencyId)} ${month(invoice.issuedAt)}`, invoice.gross);
    if (invoice.paidAt) add(collected, `${code(invoice.currencyId)} ${month(invoice.paidAt)}`, invoice.gross);
  }
  for (const note of books.notes) {
    const invoice = invoiceById.get(note.invoiceId);
    if (invoice) add(refunded, `${code(invoice.currencyId)} ${month(note.issuedAt)}`, note.gross);
  }
  return { invoiced, collected, refunded };
}

/** Per `country kind rate currency`: invoices of [from, to) less credit notes of [from, to). */
export function taxRows(books: Books, from: Date, to: Date) {
  const rows = new Map<
    string,
    { invoices: number; creditNotes: number; net: number; tax: number; gross: number }
  >();
  const keyOf = (invoice: Books['invoices'][number]) =>
    `${invoice.buyer.country ?? ''} ${invoice.taxMode} ${invoice.taxRate} ${code(invoice.currencyId)}`;
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = { invoices: 0, creditNotes: 0, net: 0, tax: 0, gross: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const invoice of books.invoices) {
    if (invoice.status === 'void' || invoice.issuedAt < from || invoice.issuedAt >= to) continue;
    const row = rowOf(keyOf(invoice));
    row.invoices += 1;
    row.net += invoice.net;
    row.tax += invoice.tax;
    row.gross += invoice.gross;
  }
  const invoiceById = new Map(books.invoices.map((invoice) => [invoice.id, invoice]));
  for (const note of books.notes) {
    const invoice = invoiceById.get(note.invoiceId);
    if (!invoice || note.issuedAt < from || note.issuedAt >= to) continue;
    const row = rowOf(keyOf(invoice));
    row.creditNotes += 1;
    row.net -= note.net;
    row.tax -= note.tax;
    row.gross -= note.gross;
  }
  return rows;
}
