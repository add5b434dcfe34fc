import { type Config, DEVELOPMENT_SECRETS } from '../config';
import type { Db } from './db';
import { settleProductionKeys } from './service-keys/settle-production-keys';

/** The keys the service signs and encrypts with, settled once at start-up. */
export interface ServiceSecrets {
  /** Signs access tokens and CSRF tokens. */
  jwt: string;
  /** Signs the `userHash` the chat-support service checks. */
  chatIdentity: string;
  /** Encrypts secrets kept in the database (`SECRETS_KEY`); each use derives its own key from it. */
  secretsKey: string;
}

/**
 * Settles the signing and encryption keys. In production no key has a known value and none is kept
 * in the database beside what it protects (DESIGN.md §4): each comes from the environment or from
 * the key file in DATA_DIR, and keys older installations kept in the database are moved out of it
 * (docs/decisions/0070-keys-outside-the-database.md); a start that cannot do that refuses, and so
 * does one whose keys are not those the database was sealed with (it keeps their fingerprints). Elsewhere
 * fixed development keys are used unless the environment gives others. Each key has its own use: the
 * chat identity hash never reveals anything about the key that signs sessions
 * (docs/decisions/0024-generated-service-secrets.md), nor does the key that encrypts stored secrets
 * (docs/decisions/0046). `warn` hears of keys moved out of, or deleted from, the database, and of
 * keys replaced with ACCEPT_NEW_SERVICE_KEYS.
 */
export async function settleServiceSecrets(
  config: Config,
  db: Db,
  warn: (message: string) => void = () => {},
): Promise<ServiceSecrets> {
  if (config.NODE_ENV !== 'production') {
    return {
      jwt: config.JWT_SECRET ?? DEVELOPMENT_SECRETS.jwt,
      chatIdentity: config.CHAT_IDENTITY_SECRET ?? DEVELOPMENT_SECRETS.chatIdentity,
      secretsKey: config.SECRETS_KEY ?? DEVELOPMENT_SECRETS.secretsKey,
    };
  }
  const keys = await settleProductionKeys(config, db, warn);
  return { jwt: keys.JWT_SECRET, chatIdentity: keys.CHAT_IDENTITY_SECRET, secretsKey: keys.SECRETS_KEY };
}
