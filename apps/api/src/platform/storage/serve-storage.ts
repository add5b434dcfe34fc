import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { rateLimitOf } from '../rate-limits';
import { assertStorageKey, type Storage } from './storage';

/** The only kinds of file the public storage holds; anything else is not served. */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/**
 * When CDN_URL is a path of this service (`/storage`, the default), the public storage is served
 * here; with a CDN in front (an absolute URL) the CDN serves the same folder and this route is absent.
 * Names are random and never reused, so a file may be cached for good.
 */
export function registerStorageRoutes(app: FastifyInstance, config: Config, storage: Storage): void {
  if (!config.CDN_URL.startsWith('/')) return;
  const prefix = config.CDN_URL.replace(/\/+$/, '');
  app.get(
    `${prefix}/*`,
    { config: { public: true, rateLimit: rateLimitOf(config, 'static') } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
      try {
        assertStorageKey(key);
      } catch {
        return reply.callNotFound();
      }
      if (!type) return reply.callNotFound();
      const file = path.join(storage.publicDir, key);
      const size = await stat(file).then(
        (found) => (found.isFile() ? found.size : null),
        () => null,
      );
      if (size === null) return reply.callNotFound();
      return reply
        .type(type)
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}
