import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { registerWebApp } from '../../src/platform/web-app';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A build as apps/web/vite-precompress.ts leaves it: each asset with its Brotli and gzip copies.
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(dist, 'assets/app-1a2b.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/small-3c4d.js'), 'export {};\n');
    app = Fastify();
    await registerWebApp(app, loadConfig({ NODE_ENV: 'test' }), dist);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the Brotli copy of an asset to a browser that accepts it, typed as the script it is', async () => {
    const answer = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(answer.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends the gzip copy when Brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(SCRIPT));
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the plain file of an asset too small to have compressed copies', async () => {
    const answer = await get('/assets/small-3c4d.js', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('export {};\n');
  });

  it('answers 404 for an asset that was never built', async () => {
    const answer = await get('/assets/missing-0000.js', 'br');
    expect(answer.statusCode).toBe(404);
  });
});
