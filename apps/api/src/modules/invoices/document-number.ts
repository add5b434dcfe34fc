import { sql } from 'drizzle-orm';
import { documentSequences } from '../../db/schema/index';
import type { Tx } from '../../platform/db';

export type DocumentKind = 'invoice' | 'credit_note';

const PREFIX: Record<DocumentKind, string> = { invoice: '', credit_note: 'CN-' };

/**
 * The next number of a document kind in a year: `2026-000001`, `CN-2026-000001`. One atomic upsert
 * takes it; the row stays locked until the caller's transaction ends, so concurrent issuers wait
 * for each other, and a rolled-back transaction gives its number back: numbers have no gaps.
 * The year is the UTC year of the issue date.
 */
export async function nextDocumentNumber(tx: Tx, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const [number] = await nextDocumentNumbers(tx, kind, issuedAt.getUTCFullYear(), 1);
  if (!number) throw new Error('The document sequence returned no number');
  return number;
}

/** `count` consecutive numbers of one kind and year, taken with one upsert (batches of renewals). */
export async function nextDocumentNumbers(
  tx: Tx,
  kind: DocumentKind,
  year: number,
  count: number,
): Promise<string[]> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, year, lastNumber: count })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  if (!row) throw new Error('The document sequence returned no number');
  const first = row.lastNumber - count + 1;
  return Array.from(
    { length: count },
    (_, index) => `${PREFIX[kind]}${year}-${String(first + index).padStart(6, '0')}`,
  );
}
