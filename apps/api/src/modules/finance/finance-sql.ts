import { type CatalogCurrencyCode, CURRENCY_IDS, currencyCodeOf } from '@portal/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../platform/db';

/** Runs one aggregate statement and answers its rows. */
export async function selectRows<T>(executor: Executor, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await executor.execute(statement));
}

/**
 * Sums travel as text (PostgreSQL's bigint and numeric are not JS numbers in every driver) and are
 * read back here: exact, as every sum of minor units the rules allow stays below 2^53.
 */
export const toInt = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const currencyOf = (currencyId: unknown): CatalogCurrencyCode => currencyCodeOf(Number(currencyId));

/** The currency id the catalog stores for a code. */
export const currencyIdOf = (code: CatalogCurrencyCode): number =>
  code === 'EUR' ? CURRENCY_IDS.eur : CURRENCY_IDS.usd;

/** A customer's name as staff read it: the account holder, else the company, else the address. */
export const customerName = (row: {
  firstname: string | null;
  lastname: string | null;
  company: string | null;
}) => [row.firstname, row.lastname].filter(Boolean).join(' ').trim() || row.company || '';

/** An instant as ISO 8601 text in UTC, the same from every driver. */
export const isoOf = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
