/**
 * The error a production start stops with when it cannot keep its keys outside the database: what
 * went wrong, then the two ways out, so the operator never has to look up which variables matter.
 */
export function keyRefusal(problem: string, cause?: unknown): Error {
  return new Error(
    `${problem}. In production the keys that sign sessions and encrypt stored secrets come from ` +
      'JWT_SECRET, CHAT_IDENTITY_SECRET and SECRETS_KEY, or else from the key file service-keys.json ' +
      'that the service creates in DATA_DIR on its first start (mode 0600); they are never kept in ' +
      'the database. Set all three variables, or let DATA_DIR name a directory this process can write ' +
      'and keep a readable key file there.',
    cause === undefined ? undefined : { cause },
  );
}

/** The error's own words, for a refusal that wraps it. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The `code` of a Node.js system error (ENOENT, EEXIST, …). */
export function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
