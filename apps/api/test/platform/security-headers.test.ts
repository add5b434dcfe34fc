import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { repoRoot } from '../support/test-database';

/** `content-security-policy` as a map of directive -> sources. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, `no CSP on ${response.statusCode} ${response.body.slice(0, 80)}`).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The web page, API answers (success, 404, validation, malformed URL) and a static path. */
async function answersOf(app: FastifyInstance): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    [
      '/',
      '/dashboard',
      '/v1/health',
      '/v1/config',
      '/v1/no-such-route',
      '/v1/plan/%ZZ',
      '/v1/account/me',
    ].map((url) => app.inject({ method: 'GET', url })),
  );
}

const THIRD_PARTY_HOSTS = /stripe|googletagmanager|google-analytics|chat\.example|cdn\.example/;

describe('security headers with the default configuration', () => {
  const testApp = useTestApp();

  it('send a strict Content-Security-Policy on the page and every API answer', async () => {
    for (const response of await answersOf(testApp().app)) {
      const policy = policyOf(response);
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).not.toMatch(THIRD_PARTY_HOSTS);
    }
  });

  it('turn off browser features the portal does not use, payment included', async () => {
    for (const response of await answersOf(testApp().app)) {
      const features = String(response.headers['permissions-policy']).split(', ');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'payment=()']) {
        expect(features).toContain(feature);
      }
    }
  });

  it('relies on a page without inline scripts', () => {
    // script-src 'self' allows only <script src>; an inline one would need a hash or nonce.
    const page = readFileSync(path.join(repoRoot, 'apps/web/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });
});

describe('security headers with Stripe, a tag manager, a chat widget and a CDN configured', () => {
  const testApp = useTestApp({
    env: {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_portal',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_portal',
      STRIPE_API_URL: 'http://127.0.0.1:9',
      TAG_MANAGER_ID: 'GTM-TEST1',
      CHAT_WIDGET_URL: 'https://chat.example.test/widget.js',
      CDN_URL: 'https://cdn.example.test/files',
    },
  });

  it('allow exactly those hosts, each where it is needed', async () => {
    for (const response of await answersOf(testApp().app)) {
      const policy = policyOf(response);
      expect(policy['script-src']).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://www.googletagmanager.com',
        'https://chat.example.test',
      ]);
      expect(policy['frame-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://chat.example.test',
        ]),
      );
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://api.stripe.com', 'https://chat.example.test']),
      );
      expect(policy['img-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'data:',
          'https://cdn.example.test',
          'https://www.googletagmanager.com',
        ]),
      );
      // Stripe's API is called by the browser, never framed or run as a script.
      expect(policy['script-src']).not.toContain('https://api.stripe.com');
      expect(policy['frame-src']).not.toContain('https://api.stripe.com');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(response.headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
    }
  });
});
