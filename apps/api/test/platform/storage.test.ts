import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { assertStorageKey } from '../../src/platform/storage/storage';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

describe('storage', () => {
  it('serves a public file at CDN_URL with its type, for good', async () => {
    const { app, deps } = testApp();
    await deps.storage.putPublic('user/abc123.webp', Buffer.from('RIFF....WEBP'));
    const answer = await app.inject({ method: 'GET', url: '/storage/user/abc123.webp' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body).toBe('RIFF....WEBP');
  });

  it('serves nothing for a missing file, a path outside the folder or a type it does not hold', async () => {
    const { app, deps } = testApp();
    await deps.storage.putPublic('user/page.webp', Buffer.from('x'));
    for (const url of [
      '/storage/user/missing.webp',
      '/storage/user/../../private/user/page.webp',
      '/storage/user/%2e%2e/%2e%2e/etc/passwd',
      '/storage/user/page.html',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      // A path with `..` is resolved before routing and lands on the web app (its HTML shell when
      // the web app is built, a 404 when not), never on a stored file.
      expect(answer.body, url).not.toBe('x');
      expect(String(answer.headers['content-type'] ?? ''), url).not.toContain('image/');
      if (answer.statusCode === 200) expect(answer.headers['content-type'], url).toContain('text/html');
    }
  });

  it('never serves the private folder', async () => {
    const { app, deps } = testApp();
    await deps.storage.writePrivate('exports/1/secret.webp', (sink) =>
      pipeline(Readable.from([Buffer.from('private')]), sink),
    );
    expect(await deps.storage.privateSize('exports/1/secret.webp')).toBe(7);
    const answer = await app.inject({ method: 'GET', url: '/storage/exports/1/secret.webp' });
    expect(answer.statusCode).toBe(404);
  });

  it('leaves no file behind when writing a private file fails half-way', async () => {
    const { deps } = testApp();
    await expect(
      deps.storage.writePrivate('exports/2/broken.zip', async (sink) => {
        sink.write('half');
        throw new Error('source failed');
      }),
    ).rejects.toThrow('source failed');
    expect(await deps.storage.privateSize('exports/2/broken.zip')).toBeNull();
  });

  it('refuses keys that could leave the storage folder', () => {
    for (const key of ['../x', 'user/../../x', '/etc/passwd', 'user/./x', '', 'user//x']) {
      expect(() => assertStorageKey(key), key).toThrow();
    }
    expect(() => assertStorageKey('user/4f2a.webp')).not.toThrow();
  });
});
