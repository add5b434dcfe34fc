import { randomUUID } from 'node:crypto';
import { sandbox3dsMessageSchema } from '@portal/contract';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';
import { browserCard, CARDS } from './payments-support';

const testApp = useTestApp();

/** An on-session charge of a card that always asks for 3-D Secure. */
async function pendingIntent(amount = 123_450) {
  const { app, deps, clock } = testApp();
  const customer = await deps.gateway.createCustomer({ email: 'c@payments.test', name: 'C', accountId: 1 });
  const paymentMethodId = await browserCard(app, CARDS.always3ds, clock.now().getUTCFullYear() + 2);
  await deps.gateway.attachPaymentMethod({ customerId: customer.id, paymentMethodId });
  const intent = await deps.gateway.createPaymentIntent({
    customerId: customer.id,
    paymentMethodId,
    amount,
    currency: 'eur',
    offSession: false,
    idempotencyKey: randomUUID(),
    description: 'subscription',
  });
  expect(intent.status).toBe('requires_action');
  return intent;
}

const pageUrl = (id: string, secret: string, lang?: string) =>
  `/v1/sandbox/challenge/${id}?client_secret=${encodeURIComponent(secret)}${lang ? `&lang=${lang}` : ''}`;

const csrfOf = (html: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
const scriptOf = (html: string) => /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('GET /v1/sandbox/challenge/:intentId', () => {
  it('shows amount, merchant and the two buttons in the chosen language, framable by the portal only', async () => {
    const intent = await pendingIntent();
    const browser = new TestClient(testApp().app);
    const response = await browser.get(pageUrl(intent.id, intent.clientSecret, 'de'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Zahlung bestätigen');
    // Intl separates symbol and amount with a no-break space.
    expect(html).toMatch(/€\s1\.234,50/);
    expect(html).toContain('Portal Software GmbH');
    expect(html).toContain('>Abschließen</button>');
    expect(html).toContain('>Fehlschlagen lassen</button>');
    // The script answers with the portal's CSRF token and tells the framing window, same origin only.
    expect(csrfOf(html)).toBeTruthy();
    const script = scriptOf(html)!;
    expect(script).toContain(
      "window.parent.postMessage({ type: 'sandbox-3ds', intentId: data.intentId, status }, location.origin)",
    );
    expect(() => new Function(script)).not.toThrow();

    const english = await testApp().app.inject({
      method: 'GET',
      url: pageUrl(intent.id, intent.clientSecret),
    });
    expect(english.body).toContain('Confirm your payment');
    expect(english.body).toContain('€1,234.50');
    expect(english.body).toContain('>Complete</button>');
    expect(english.body).toContain('>Fail</button>');
    const french = await testApp().app.inject({
      method: 'GET',
      url: pageUrl(intent.id, intent.clientSecret, 'fr'),
    });
    expect(french.body).toContain('Confirmez votre paiement');
  });

  it('answers 404 without the right client secret', async () => {
    const intent = await pendingIntent();
    const wrong = await testApp().app.inject({
      method: 'GET',
      url: pageUrl(intent.id, `${intent.id}_secret_x`),
    });
    expect(wrong.statusCode).toBe(404);
    const unknown = await testApp().app.inject({
      method: 'GET',
      url: pageUrl('pi_unknown', intent.clientSecret),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /v1/sandbox/payment-intents/:id/challenge', () => {
  it('completes the payment from the page as a browser in the portal would (cookies + CSRF)', async () => {
    const { deps } = testApp();
    const intent = await pendingIntent();
    const browser = new TestClient(testApp().app);
    const page = await browser.get(pageUrl(intent.id, intent.clientSecret));
    const url = `/v1/sandbox/payment-intents/${intent.id}/challenge`;
    const payload = { client_secret: intent.clientSecret, result: 'complete' };

    // The iframe carries the portal's cookies, so without the page's token the answer is refused.
    const withoutToken = await browser.post(url, payload, { csrf: false });
    expect(withoutToken.statusCode).toBe(419);
    expect((await deps.gateway.retrievePaymentIntent(intent.id)).status).toBe('requires_action');

    const answered = await browser.post(url, payload, { headers: { 'x-csrf-token': csrfOf(page.body)! } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: 123_450,
      currency: 'eur',
      last_payment_error: null,
    });
    expect(await deps.gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
    });
    // What the page posts to the portal window has the contract's shape.
    expect(
      sandbox3dsMessageSchema.parse({ type: 'sandbox-3ds', intentId: intent.id, status: 'succeeded' }),
    ).toBeTruthy();

    const again = await browser.post(
      url,
      { ...payload, result: 'fail' },
      { headers: { 'x-csrf-token': csrfOf(page.body)! } },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'invalid_state',
      message: 'This payment no longer waits for authentication.',
    });
    expect((await deps.gateway.retrievePaymentIntent(intent.id)).status).toBe('succeeded');

    // The page of a finished payment has no active buttons and reports the state at once.
    const done = await testApp().app.inject({ method: 'GET', url: pageUrl(intent.id, intent.clientSecret) });
    expect(done.body).toContain('disabled>Complete</button>');
    expect(done.body).toContain('Authentication completed.');
  });

  it('fails the payment with authentication_failed', async () => {
    const { app, deps } = testApp();
    const intent = await pendingIntent(999);
    const answered = await app.inject({
      method: 'POST',
      url: `/v1/sandbox/payment-intents/${intent.id}/challenge`,
      payload: { client_secret: intent.clientSecret, result: 'fail' },
      headers: { 'accept-language': 'de' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      id: intent.id,
      status: 'failed',
      amount: 999,
      currency: 'eur',
      last_payment_error: {
        code: 'authentication_failed',
        message: 'Die 3D-Secure-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      },
    });
    expect(await deps.gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    const seen = await app.inject({
      method: 'GET',
      url: `/v1/sandbox/payment-intents/${intent.id}?client_secret=${intent.clientSecret}`,
    });
    expect(seen.json().status).toBe('failed');
  });

  it('refuses a wrong secret or result and leaves the intent waiting', async () => {
    const { app, deps } = testApp();
    const intent = await pendingIntent();
    const url = `/v1/sandbox/payment-intents/${intent.id}/challenge`;
    const wrongSecret = await app.inject({
      method: 'POST',
      url,
      payload: { client_secret: 'pi_other_secret_x', result: 'complete' },
    });
    expect(wrongSecret.statusCode).toBe(404);
    const wrongResult = await app.inject({
      method: 'POST',
      url,
      payload: { client_secret: intent.clientSecret, result: 'maybe' },
    });
    expect(wrongResult.statusCode).toBe(422);
    expect(wrongResult.json().errors).toEqual({ result: ['The selected result is invalid.'] });
    const peek = await app.inject({
      method: 'GET',
      url: `/v1/sandbox/payment-intents/${intent.id}?client_secret=nope`,
    });
    expect(peek.statusCode).toBe(404);
    expect((await deps.gateway.retrievePaymentIntent(intent.id)).status).toBe('requires_action');
  });
});

/**
 * Runs the challenge page's own script in jsdom, framed by a fake portal window; its requests go to
 * the app with the browser's cookies, as they would from the iframe.
 */
async function openFramedPage(intent: { id: string; clientSecret: string }) {
  const browser = new TestClient(testApp().app);
  const path = `/v1/sandbox/challenge/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}&lang=en`;
  const page = await browser.get(path);
  const messages: { data: unknown; origin: string }[] = [];
  const dom = new JSDOM(page.body, {
    url: `${TEST_PUBLIC_URL}${path}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      const portal = { postMessage: (data: unknown, origin: string) => messages.push({ data, origin }) };
      Object.defineProperty(window, 'parent', { value: portal });
      Object.defineProperty(window, 'fetch', {
        value: async (
          url: string,
          init: { method?: string; headers?: Record<string, string>; body?: string } = {},
        ) => {
          const response = await browser.request((init.method ?? 'GET') as 'GET', url, {
            payload: init.body,
            headers: init.headers ?? {},
            csrf: false,
            xhr: false,
          });
          return { ok: response.statusCode < 400, json: async () => response.json() };
        },
      });
    },
  });
  return { dom, messages };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the 3-D Secure page in the portal iframe', () => {
  it('sends Complete with the CSRF token and tells the portal window the result', async () => {
    const intent = await pendingIntent(5000);
    const { dom, messages } = await openFramedPage(intent);
    const button = dom.window.document.querySelector<HTMLButtonElement>('button[data-result="complete"]');
    button!.click();
    await until(() => messages.length > 0);
    expect(messages).toEqual([
      { data: { type: 'sandbox-3ds', intentId: intent.id, status: 'succeeded' }, origin: TEST_PUBLIC_URL },
    ]);
    expect(dom.window.document.getElementById('result')!.textContent).toBe('Authentication completed.');
    expect((await testApp().deps.gateway.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
    dom.window.close();
  });

  it('sends Fail and reports failed; a page opened for a finished payment reports at once', async () => {
    const intent = await pendingIntent(5000);
    const { dom, messages } = await openFramedPage(intent);
    dom.window.document.querySelector<HTMLButtonElement>('button[data-result="fail"]')!.click();
    await until(() => messages.length > 0);
    expect(messages[0]!.data).toEqual({ type: 'sandbox-3ds', intentId: intent.id, status: 'failed' });
    expect(dom.window.document.getElementById('result')!.textContent).toBe('Authentication failed.');
    dom.window.close();

    const reopened = await openFramedPage(intent);
    expect(reopened.messages).toEqual([
      { data: { type: 'sandbox-3ds', intentId: intent.id, status: 'failed' }, origin: TEST_PUBLIC_URL },
    ]);
    reopened.dom.window.close();
  });
});
