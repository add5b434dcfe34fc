import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits from the system CSPRNG (24 of them carry about 142 bits). */
export function randomToken(length = 24): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** Ids look like Stripe's (`pm_…`, `pi_…`), so logs and the web read the same either way. */
export function randomId(prefix: 'cus' | 'pm' | 'seti' | 'pi' | 're'): string {
  return `${prefix}_${randomToken()}`;
}

/** `<id>_secret_<random>`: what the browser holds to act on one object, and nothing else. */
export function clientSecretFor(id: string): string {
  return `${id}_secret_${randomToken()}`;
}

/** Compares a secret the browser sent with the stored one in constant time. */
export function sameSecret(sent: string, stored: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
