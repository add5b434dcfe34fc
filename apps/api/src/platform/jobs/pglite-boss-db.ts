import type { PGlite, Results } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/** pg-boss wraps its maintenance and migration scripts in `BEGIN; …; COMMIT;` sent without parameters. */
const LOCKED_SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i;

function lastRows(results: Results[]): { rows: unknown[] } {
  return { rows: results.at(-1)?.rows ?? [] };
}

/**
 * Lets pg-boss run on PGlite, which is one session without a pool. Statements with parameters use
 * the extended protocol (`query`). A `BEGIN; …; COMMIT;` script runs inside `transaction()`, because
 * a plain `exec` that fails half-way would leave the only session in an aborted transaction. Other
 * parameterless calls may hold several statements, which only `exec` accepts.
 */
export function pgliteBossDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const script = LOCKED_SCRIPT.exec(text);
      if (script) return pglite.transaction(async (tx) => lastRows(await tx.exec(script[1] ?? '')));
      return lastRows(await pglite.exec(text));
    },
  };
}
