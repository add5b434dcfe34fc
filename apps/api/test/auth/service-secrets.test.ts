import { describe, expect, it } from 'vitest';
import { composeDeps } from '../../src/compose-deps';
import { type Config, DEVELOPMENT_SECRETS, loadConfig } from '../../src/config';
import { signAccessToken, verifyAccessToken } from '../../src/platform/auth/tokens';
import { ManualClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { settleServiceSecrets } from '../../src/platform/service-secrets';
import { openTestDatabase } from '../support/test-app';

/** One start of the service on `database`: what its signing secrets came out as. */
async function startOnce(config: Config, database: Database) {
  const deps = await composeDeps(config, database, new ManualClock());
  await deps.jobs.stop();
  return deps;
}

describe('signing secrets in production', () => {
  it('generates a random JWT secret on first start and keeps it across restarts', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'false' });
    const first = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      const [start, restart] = [
        await startOnce(config, first.database),
        await startOnce(config, first.database),
      ];
      expect(start.secrets.jwt).not.toBe(DEVELOPMENT_SECRETS.jwt);
      expect(start.secrets.jwt.length).toBeGreaterThanOrEqual(43);
      expect(restart.secrets.jwt).toBe(start.secrets.jwt);
      // A session signed before the restart is still good after it.
      const claims = { userId: 1, sessionId: '00000000-0000-4000-8000-000000000000', impersonatorId: null };
      const token = await signAccessToken(start, claims);
      expect(await verifyAccessToken(restart, token)).toEqual(claims);

      // The chat identity hash has a key of its own, kept the same way.
      expect(start.secrets.chatIdentity).not.toBe(start.secrets.jwt);
      expect(start.secrets.chatIdentity).not.toBe(DEVELOPMENT_SECRETS.chatIdentity);
      expect(restart.secrets.chatIdentity).toBe(start.secrets.chatIdentity);

      // So has the key that encrypts stored secrets (decision 0046).
      expect(start.secrets.secretsKey).not.toBe(DEVELOPMENT_SECRETS.secretsKey);
      expect(new Set([start.secrets.jwt, start.secrets.chatIdentity, start.secrets.secretsKey]).size).toBe(3);
      expect(restart.secrets.secretsKey).toBe(start.secrets.secretsKey);

      // Another installation generates its own: nothing about the value is known in advance.
      const elsewhere = await startOnce(config, other.database);
      expect(elsewhere.secrets.jwt).not.toBe(start.secrets.jwt);
      expect(await verifyAccessToken(elsewhere, token)).toBeNull();
    } finally {
      await first.database.close();
      await first.drop();
      await other.database.close();
      await other.drop();
    }
  });

  it('agrees on one secret when several processes start together', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'false' });
    const { database, drop } = await openTestDatabase();
    try {
      // Each start settles its secrets on its own connection (PostgreSQL runs them at the same time).
      const starts = await Promise.all([1, 2, 3, 4].map(() => settleServiceSecrets(config, database.db)));
      expect(new Set(starts.map((secrets) => secrets.jwt)).size).toBe(1);
      expect(new Set(starts.map((secrets) => secrets.chatIdentity)).size).toBe(1);
      expect((await startOnce(config, database)).secrets).toEqual(starts[0]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('uses the given secrets as they are', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-jwt-secret-from-the-operator',
      CHAT_IDENTITY_SECRET: 'a-chat-secret-from-the-operator',
      SECRETS_KEY: 'a-secrets-key-from-the-operator',
    });
    const { database, drop } = await openTestDatabase();
    try {
      const deps = await startOnce(config, database);
      expect(deps.secrets).toEqual({
        jwt: 'a-jwt-secret-from-the-operator',
        chatIdentity: 'a-chat-secret-from-the-operator',
        secretsKey: 'a-secrets-key-from-the-operator',
      });
    } finally {
      await database.close();
      await drop();
    }
  });

  it('refuses to start with the secret published in the source code', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'local-development-secret-change-me' }),
    ).toThrow(/JWT_SECRET is set to the development secret/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CHAT_IDENTITY_SECRET: DEVELOPMENT_SECRETS.chatIdentity }),
    ).toThrow(/CHAT_IDENTITY_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRETS_KEY: DEVELOPMENT_SECRETS.secretsKey })).toThrow(
      /SECRETS_KEY is set to the development secret/,
    );
    // Development keeps its fixed secret, so its sessions outlive a restart of the demo.
    expect(() => loadConfig({ NODE_ENV: 'development', JWT_SECRET: DEVELOPMENT_SECRETS.jwt })).not.toThrow();
  });
});
