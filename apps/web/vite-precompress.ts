import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than the round trip's own headers. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every built asset beside it, at the highest
 * levels, once per build: the service sends them to browsers that accept them (@fastify/static's
 * `preCompressed`) without compressing anything per request. A phone on slow 4G then downloads the
 * app in about a quarter of the bytes (issue 35, bench/pages.mjs).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'portal-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && COMPRESSIBLE.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
