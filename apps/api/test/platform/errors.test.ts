import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

/** A route that fails the way a bug would, with a secret in its message. */
function addFailingRoute(app: FastifyInstance): void {
  app.get('/v1/test/explode', { config: { public: true } }, async () => {
    throw new Error('connection string postgres://secret@db');
  });
  // What drizzle throws when PostgreSQL picked this transaction as a deadlock's victim.
  app.get('/v1/test/deadlock', { config: { public: true } }, async () => {
    throw new Error('Failed query: update charges …', {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
  });
}

describe('server errors without APP_DEBUG', () => {
  const testApp = useTestApp({ beforeReady: addFailingRoute });

  it('answer 500 with the generic sentence and no internals', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'server_error',
      message: 'An unexpected error has occurred. Please try again or contact support.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('translate the sentence into the caller language', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/v1/test/explode',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(response.json().message).toBe(
      "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le support.",
    );
  });

  it('answer a lost race (deadlock) with 409 and a sentence saying nothing changed, in the caller language', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/test/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'conflict',
      message: 'Another change was being saved at the same moment. Nothing was changed; please try again.',
    });
    const german = await testApp().app.inject({
      method: 'GET',
      url: '/v1/test/deadlock',
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().message).toBe(
      'Gleichzeitig wurde eine andere Änderung gespeichert. Es wurde nichts geändert; bitte versuchen Sie es erneut.',
    );
  });

  it('answer an unknown API path with 404 not_found in the error shape', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'not_found', message: 'This view was not found.' });
  });
});

describe('server errors with APP_DEBUG=true', () => {
  const testApp = useTestApp({ env: { APP_DEBUG: 'true' }, beforeReady: addFailingRoute });

  it('answer 500 with an HTML page the debug dialog shows', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('connection string postgres://secret@db');
  });
});
