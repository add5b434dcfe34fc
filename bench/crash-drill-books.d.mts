/** Types of bench/crash-drill-books.mjs, which the scale-out test reads the books with too. */
import type pg from 'pg';

export interface Books {
  doubled: number;
  gaps: number;
  behind: number;
  unpayable: number;
  neverCharged: number;
  unrecorded: number;
  chargedTwice: number;
}

export function readProgress(
  client: pg.Client,
  since?: Date,
): Promise<{ invoices: number; unrecorded: number }>;
export function readBooks(client: pg.Client): Promise<Books>;
/** Every figure that must be 0, summed. */
export function failures(books: Books): number;
