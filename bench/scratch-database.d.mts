/** Types of bench/scratch-database.mjs for the benchmarks written in TypeScript. */

/** DATABASE_URL with another database. */
export function urlOf(database: string): string;
/** Runs one statement on the server's `postgres` database (creating or dropping a scratch one). */
export function onServer(statement: string): Promise<unknown>;
