import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { type Executor, rowsOf } from '../db';

/**
 * Turns pg-boss's `$1 … $n` statement into a Drizzle query. Drizzle numbers its parameters itself,
 * so every placeholder becomes its own parameter, repeated ones included.
 */
function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  // sql.param keeps an array as one parameter (a bare array would become a list).
  const chunks: SQLChunk[] = [];
  let start = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(start, match.index)), sql.param(values[Number(match[1]) - 1] ?? null));
    start = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(start)));
  return sql.join(chunks);
}

/**
 * Runs pg-boss statements on a Drizzle database or open transaction, so that a job is inserted in
 * the same transaction as the change that causes it: rolled back together, committed together. On
 * PGlite this is also the only way: the transaction holds the single session until it ends.
 */
export function executorBossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: rowsOf(await executor.execute(toDrizzleSql(text, values ?? []))) };
    },
  };
}
