/**
 * A random key for a money-moving request. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a portal served over plain http elsewhere still gets a random key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
