import { derivedKey } from '../../platform/auth/derived-key';
import { openSecret, sealSecret } from '../../platform/mail/sealed-secret';
import type { ServiceSecrets } from '../../platform/service-secrets';

/** The key of mail server passwords: derived from SECRETS_KEY, so it is no other use's key. */
const keyOf = (secrets: ServiceSecrets) => derivedKey(secrets.secretsKey, 'mail-server-password');

/** Binds a sealed password to its user: copied into another user's row, it does not open. */
const contextOf = (userId: number) => `mail-server-password:user:${userId}`;

/** The password as the database keeps it: AES-256-GCM with SECRETS_KEY, never readable. */
export function sealMailServerPassword(secrets: ServiceSecrets, userId: number, password: string): string {
  return sealSecret(keyOf(secrets), password, contextOf(userId));
}

/**
 * The stored password, or null when it does not open (SECRETS_KEY changed, or the row was copied):
 * the customer then enters it again.
 */
export function openMailServerPassword(
  secrets: ServiceSecrets,
  userId: number,
  sealed: string,
): string | null {
  try {
    return openSecret(keyOf(secrets), sealed, contextOf(userId));
  } catch {
    return null;
  }
}
