import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { rateLimitOf } from './rate-limits';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Hooks that may rewrite the page before it is sent (the CSRF meta tag, public configuration). */
export type PageTransform = (html: string, request: FastifyRequest, reply: FastifyReply) => string;

declare module 'fastify' {
  interface FastifyInstance {
    pageTransforms: PageTransform[];
  }
}

/**
 * Serves the built React app from apps/web/dist (or `distDir`, a build elsewhere) on the same port as
 * the API. Every path that is not an API path gets index.html, so the client router decides between
 * pages and its 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  distDir: string = webDistDir,
): Promise<void> {
  if (!app.hasDecorator('pageTransforms')) app.decorate('pageTransforms', []);
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    // A page load fetches dozens of files: the built files have a limit of their own (decision 0027).
    const files = { public: true, rateLimit: rateLimitOf(config, 'static') } as const;
    // The build writes a Brotli and a gzip copy of each asset (apps/web/vite-precompress.ts): sent to
    // browsers that accept them, with `Vary: Accept-Encoding`; the plain file to the others.
    // `cacheControl: false`: the routes below say how long each file keeps; left on, the plugin would
    // replace their header with its own `max-age=0`.
    await app.register(fastifyStatic, {
      root: distDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
    });
    app.get('/assets/*', { config: files }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${file}`);
    });
    // Files Vite copies from public/ (favicon and the like) keep their names at the root.
    const rootFiles = readdirSync(distDir, { withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name !== 'index.html',
    );
    for (const { name } of rootFiles) {
      app.get(`/${name}`, { config: files }, (_request, reply) =>
        reply.header('cache-control', 'public, max-age=3600').sendFile(name),
      );
    }
    // And public/ folders (the academy guides under /academy/) keep their paths.
    const publicFolders = readdirSync(distDir, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name !== 'assets',
    );
    for (const { name } of publicFolders) {
      app.get(`/${name}/*`, { config: files }, (request, reply) => {
        const file = (request.params as { '*': string })['*'];
        return reply.header('cache-control', 'public, max-age=3600').sendFile(`${name}/${file}`);
      });
    }
  }
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';

  app.get('/*', { config: { public: true } }, (request, reply) => {
    if (request.url.startsWith('/v1/') || request.url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const html = app.pageTransforms.reduce((page, transform) => transform(page, request, reply), template);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
