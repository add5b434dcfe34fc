import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SessionTokens } from './cookies';

const INFO = 'refresh-successor';

/**
 * The key comes from the spent refresh token itself, which the database only knows hashed: whoever
 * reads the table cannot open the successor, only the holder of the spent token can.
 */
function keyFrom(spentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', spentToken, Buffer.alloc(0), INFO, 32));
}

/** The successor pair of a rotation, encrypted (AES-256-GCM) for the holder of the spent token. */
export function sealSuccessor(spentToken: string, successor: SessionTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(spentToken), iv);
  const plain = JSON.stringify({ a: successor.accessToken, r: successor.refreshToken });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor pair, or null when the seal does not open with this token. */
export function openSuccessor(spentToken: string, sealed: string): SessionTokens | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(spentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(plain);
    if (!parsed || typeof parsed !== 'object') return null;
    const { a, r } = parsed as Record<string, unknown>;
    return typeof a === 'string' && typeof r === 'string' ? { accessToken: a, refreshToken: r } : null;
  } catch {
    return null;
  }
}
