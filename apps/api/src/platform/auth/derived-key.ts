import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config';

/**
 * A 32-byte key for one purpose, derived from the server secret with HKDF-SHA256: each use (device
 * cookies, stored mail links) gets its own key, and none of them is the token-signing key itself.
 */
export function derivedKey(config: Pick<Config, 'jwtSecret'>, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'account-portal', purpose, 32));
}
