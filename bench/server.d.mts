/** Types of bench/server.mjs for the benchmarks written in TypeScript. */

/** Puts a section on top of bench/RESULTS.md (newest first, under the title). */
export function recordResults(section: string): void;
/** The repository's root folder. */
export const root: string;
