import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

// The defaults, as production runs them (decision 0027).
const testApp = useTestApp();

/** How many answers had each status code. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

const person = (i: number) => ({
  email: `burst-${i}@example.test`,
  firstname: 'Bea',
  lastname: 'Burst',
  password: 'Sturdy-Passw0rd!',
  password_confirmation: 'Sturdy-Passw0rd!',
});

function expectTooMany(response: LightMyRequestResponse | undefined, message: RegExp) {
  expect(response?.statusCode).toBe(429);
  expect(response?.json()).toEqual({ status: 'too_many_requests', message: expect.stringMatching(message) });
  expect(Number(response?.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits of public and guessable routes', () => {
  it('registers at most 20 accounts an hour from one address', async () => {
    const { app, deps } = testApp();
    const bot = new TestClient(app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bot.post('/v1/register', person(i))),
    );
    expect(tally(burst)).toEqual({ 200: deps.config.RATE_LIMIT_REGISTER_PER_HOUR, 429: 10 });
    expectTooMany(
      burst.find((r) => r.statusCode === 429),
      /^Too many attempts\. Please try again in \d+ minutes\.$/,
    );
    // Another address still registers.
    expect((await new TestClient(app).post('/v1/register', person(99))).statusCode).toBe(200);
  });

  it('sends at most 5 reset mails an hour to one address, from any number of addresses', async () => {
    const { app } = testApp();
    for (const email of ['owner@demo.test', 'nobody@demo.test']) {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => new TestClient(app).post('/v1/forgotPassword', { email })),
      );
      // An address with an account and one without are limited alike.
      expect(tally(burst), email).toEqual({ 200: 5, 429: 15 });
    }
    const german = await new TestClient(app).post(
      '/v1/forgotPassword',
      { email: 'owner@demo.test' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
  });

  it('takes at most 10 reset requests an hour from one address, whatever the e-mails', async () => {
    const bot = new TestClient(testApp().app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bot.post('/v1/forgotPassword', { email: `spray-${i}@demo.test` })),
    );
    expect(tally(burst)).toEqual({ 200: 10, 429: 20 });
  });

  it('checks at most 10 coupon codes a minute from one address', async () => {
    const { client } = await loginAs(testApp().app, 'new@demo.test');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.get(`/v1/coupon/GUESS${i.toString().padStart(3, '0')}`)),
    );
    expect(tally(guesses)).toEqual({ 404: 10, 429: 40 });
    expectTooMany(guesses.at(-1), /^Too many attempts\. Please try again in a minute\.$/);
  });

  it('creates at most 30 sandbox payment methods a minute from one address', async () => {
    const anonymous = new TestClient(testApp().app);
    const card = {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    };
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => anonymous.post('/v1/sandbox/payment-methods', card)),
    );
    expect(tally(burst)).toEqual({ 200: 30, 429: 30 });
    // The other sandbox routes count on their own, and are limited too.
    const lookups = await Promise.all(
      Array.from({ length: 40 }, () =>
        anonymous.get('/v1/sandbox/payment-intents/pi_unknown?client_secret=pi_unknown_secret_x'),
      ),
    );
    expect(tally(lookups)[429]).toBe(10);
  });

  it('limits every other public route to 300 requests a minute from one address', async () => {
    const { app } = testApp();
    const publicRoutes = app.routeRegistry.filter((route) => route.public).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        'GET /v1/config',
        'POST /v1/login',
        'POST /v1/resetPassword',
        'GET /v1/health',
      ]),
    );
    const client = new TestClient(app);
    const answers = await Promise.all(Array.from({ length: 310 }, () => client.get('/v1/config')));
    expect(tally(answers)).toEqual({ 200: 300, 429: 10 });
    expect((await client.get('/v1/health')).statusCode).toBe(200);
    expect((await new TestClient(app).get('/v1/config')).statusCode).toBe(200);
  });

  it('bounds the probes per address at 600 a minute, each probe on its own, far above an orchestrator', async () => {
    const { app, clock } = testApp();
    const client = new TestClient(app);
    // An orchestrator asking every second for a minute, on each probe: never refused.
    for (const probe of ['/v1/health', '/livez', '/readyz']) {
      const minute = await Promise.all(Array.from({ length: 60 }, () => client.get(probe)));
      expect(tally(minute), probe).toEqual({ 200: 60 });
    }
    // A flood of the probe that asks the database is cut off at the bound.
    const flood = await Promise.all(Array.from({ length: 560 }, () => client.get('/readyz')));
    expect(tally(flood)).toEqual({ 200: 540, 429: 20 });
    expectTooMany(
      flood.find((answer) => answer.statusCode === 429),
      /too many/i,
    );
    // Another address, and the next minute, are answered again.
    expect((await new TestClient(app).get('/readyz')).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await client.get('/readyz')).statusCode).toBe(200);
  });
});
