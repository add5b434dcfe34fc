import { type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './db';

/** A drizzle query that can be awaited or prepared (a select, with its `where` and `orderBy`). */
interface Preparable<R> extends PromiseLike<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/** The query's values as they are built into it: the values themselves, or placeholders for them. */
export type Bound<V> = { [K in keyof V]: V[K] | Placeholder };

/**
 * A read the portal runs on every page load, built once per database and kept prepared: drizzle
 * then skips assembling its SQL (a third of a small read's time under load) and the driver sends it
 * under `name`, so the database does not parse and plan it again either (decision 0045). `build`
 * gets placeholders for `keys` when preparing, the values themselves when it runs in a transaction
 * — a statement prepared on the database would run outside the transaction.
 */
export function preparedRead<V extends Record<string, unknown>, R>(
  name: string,
  keys: readonly (keyof V & string)[],
  build: (executor: Executor, values: Bound<V>) => Preparable<R>,
): (executor: Executor, values: V) => Promise<R> {
  const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Bound<V>;
  const byDatabase = new WeakMap<Db, ReturnType<Preparable<R>['prepare']>>();
  return (executor, values) => {
    if (executor instanceof PgTransaction) return Promise.resolve(build(executor, values));
    const db = executor as Db;
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db, placeholders).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared.execute(values);
  };
}

/** `preparedRead` of the many reads that take only the account's id. */
export function preparedAccountRead<R>(
  name: string,
  build: (executor: Executor, accountId: number | Placeholder) => Preparable<R>,
): (executor: Executor, accountId: number) => Promise<R> {
  const read = preparedRead<{ accountId: number }, R>(name, ['accountId'], (executor, { accountId }) =>
    build(executor, accountId),
  );
  return (executor, accountId) => read(executor, { accountId });
}
