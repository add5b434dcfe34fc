import { derivedKey } from '../../platform/auth/derived-key';
import { openSecret, sealSecret } from '../../platform/mail/sealed-secret';
import type { ServiceSecrets } from '../../platform/service-secrets';

/** The key of authenticator secrets: derived from SECRETS_KEY for this use only (as mail passwords). */
const keyOf = (secrets: ServiceSecrets) => derivedKey(secrets.secretsKey, 'two-factor-secret');

/** Binds a sealed secret to its user: copied into another user's row, it does not open. */
const contextOf = (userId: number) => `two-factor-secret:user:${userId}`;

export function sealTotpSecret(secrets: ServiceSecrets, userId: number, secret: string): string {
  return sealSecret(keyOf(secrets), secret, contextOf(userId));
}

/**
 * The secret, or null when it does not open (SECRETS_KEY changed, or the row was copied): no code
 * matches it then, and the customer signs in with a recovery code and sets the app up again.
 */
export function openTotpSecret(secrets: ServiceSecrets, userId: number, sealed: string): string | null {
  try {
    return openSecret(keyOf(secrets), sealed, contextOf(userId));
  } catch {
    return null;
  }
}
