import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from the server secret with HKDF-SHA256: each use (device
 * cookies, stored mail links) gets its own key, and none of them is the token-signing key itself.
 */
export function derivedKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'account-portal', purpose, 32));
}
