import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Config, DEVELOPMENT_SECRETS } from '../config';
import { serviceSecrets } from '../db/schema/index';
import type { Db } from './db';

/**
 * The secret kept under `name`, generated on first use. Every process that starts at the same time
 * offers its own random value; the first insert wins and all of them read back that one.
 */
export async function keptSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serviceSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serviceSecrets.name });
  const [row] = await db
    .select({ value: serviceSecrets.value })
    .from(serviceSecrets)
    .where(eq(serviceSecrets.name, name));
  if (!row) throw new Error(`the service secret ${name} could not be stored`);
  return row.value;
}

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
 * Settles the signing secrets: the environment's when given; otherwise a generated one kept in the
 * database in production (no secret there has a known value, DESIGN.md §4), and fixed ones in
 * development and tests. The chat identity hash has its own key, so it never reveals anything about
 * the key that signs sessions (docs/decisions/0024-generated-service-secrets.md); so has the key that
 * encrypts stored secrets (docs/decisions/0046).
 */
export async function settleServiceSecrets(config: Config, db: Db): Promise<ServiceSecrets> {
  const production = config.NODE_ENV === 'production';
  const secret = async (given: string | undefined, name: string, fixed: string) =>
    given ?? (production ? keptSecret(db, name) : fixed);
  return {
    jwt: await secret(config.JWT_SECRET, 'jwt', DEVELOPMENT_SECRETS.jwt),
    chatIdentity: await secret(
      config.CHAT_IDENTITY_SECRET,
      'chat-identity',
      DEVELOPMENT_SECRETS.chatIdentity,
    ),
    secretsKey: await secret(config.SECRETS_KEY, 'secrets-key', DEVELOPMENT_SECRETS.secretsKey),
  };
}
