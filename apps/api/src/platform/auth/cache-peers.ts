import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db';
import type { AuthCache, CacheDrop } from './auth-cache';

/** The PostgreSQL channel on which processes tell each other what they dropped from the cache. */
export const CACHE_CHANNEL = 'portal_auth_cache';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

const isDrop = (value: unknown): value is CacheDrop & { from: string } => {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, from } = value as Record<string, unknown>;
  if (typeof from !== 'string') return false;
  return kind === 'session'
    ? typeof id === 'string'
    : (kind === 'user' || kind === 'account') && Number.isInteger(id);
};

/**
 * Shares the signed-in cache's drops between the processes on one PostgreSQL database (issue 16):
 * each drop is sent with `pg_notify` and every other process listening on the channel drops the same
 * entries, so a change made through one process holds in all of them within milliseconds instead of
 * at the cache's expiry (AUTH_CACHE_TTL_MS). PGlite is one process's database: nothing to share.
 * Returns what stops listening.
 */
export async function shareCacheDrops(database: Database, cache: AuthCache): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres') return async () => {};
  const { connectionString } = database.client.options;
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let stopped = false;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const drop: unknown = JSON.parse(message.payload);
        if (isDrop(drop) && drop.from !== origin) cache.drop(drop);
      } catch {
        // Not ours: ignored.
      }
    });
    client.on('error', () => {
      // The connection is gone (a restart of the server): listen again; until then the cache's
      // expiry bounds what may be stale.
      listener = null;
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => void listen().catch(() => {}), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    listener = client;
  };
  await listen();

  cache.tellPeers((drop) => {
    database.client
      .query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify({ ...drop, from: origin })])
      .catch(() => {
        // The database is unreachable: so is every other process's; the expiry bounds the rest.
      });
  });
  return async () => {
    stopped = true;
    cache.tellPeers(null);
    await listener?.end().catch(() => {});
  };
}
