import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token for refresh and password-reset links; only its hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
