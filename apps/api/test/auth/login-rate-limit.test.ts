import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

const testApp = useTestApp();
const WRONG = 'Wrong-password-1!';

// Every test starts after a quiet window: no counter of an earlier test is left.
beforeEach(() => testApp().clock.advance(2 * 60 * 60_000));

/** One sign-in from a browser of its own (its own address): only the e-mail's counter can trip. */
const signInFromAnywhere = (email: string, password: string, language = 'en') =>
  new TestClient(testApp().app).post(
    '/v1/login',
    { email, password },
    { headers: { 'accept-language': language } },
  );

/** How many answers had each status code. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe('login throttle per account: 10 attempts, then waits that double (decision 0006)', () => {
  it('makes each attempt after the 10th wait longer, even with the right password', async () => {
    const { app, clock } = testApp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signInFromAnywhere('owner@demo.test', WRONG);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const waiting = await signInFromAnywhere('owner@demo.test', DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      status: 'too_many_requests',
      message: 'Too many attempts. Please try again in a minute.',
    });
    expect(waiting.headers['retry-after']).toBe('60');
    expect(waiting.cookies).toEqual([]);
    const german = await signInFromAnywhere('OWNER@demo.test', DEMO_PASSWORD, 'de');
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toBe('Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.');

    // Other e-mails are not affected.
    expect((await signInFromAnywhere('new@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);

    // After the wait one attempt is checked; a wrong one doubles the next wait.
    clock.advance(60_000);
    expect((await signInFromAnywhere('owner@demo.test', WRONG)).statusCode).toBe(401);
    const longer = await signInFromAnywhere('owner@demo.test', DEMO_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');
    expect(longer.json().message).toBe('Too many attempts. Please try again in 2 minutes.');
    clock.advance(119_000);
    expect((await signInFromAnywhere('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);

    clock.advance(1000);
    const open = await new TestClient(app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(open.statusCode).toBe(200);
    // The right password forgave the e-mail's failures.
    expect((await signInFromAnywhere('owner@demo.test', WRONG)).statusCode).toBe(401);
  });

  it('checks at most 10 passwords of a parallel burst, and none after them', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => signInFromAnywhere('invoice@demo.test', WRONG)),
    );
    expect(tally(burst)).toEqual({ 401: 10, 429: 40 });
    expect(burst.find((r) => r.statusCode === 401)?.json().status).toBe('invalid_credentials');
    expect(burst.find((r) => r.statusCode === 429)?.json().status).toBe('too_many_requests');

    // The right password inside a later burst is refused like the rest.
    const later = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signInFromAnywhere('invoice@demo.test', i === 15 ? DEMO_PASSWORD : WRONG),
      ),
    );
    expect(tally(later)).toEqual({ 429: 20 });
    expect(later.flatMap((r) => r.cookies)).toEqual([]);
  });

  it('counts the right password in a burst like any other attempt', async () => {
    const { deps } = testApp();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInFromAnywhere('client@demo.test', i === 29 ? DEMO_PASSWORD : WRONG),
      ),
    );
    const counts = tally(burst);
    // Ten passwords were checked, whichever they were.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(deps.config.LOGIN_MAX_FAILURES);
    expect(counts[429]).toBe(20);
  });

  it('lets the owner in from a browser it signed in from before while an attacker waits', async () => {
    const { app } = testApp();
    const ownersBrowser = new TestClient(app);
    expect(
      (await ownersBrowser.post('/v1/login', { email: 'owner@demo.test', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(ownersBrowser.cookie('known_device')).toBeTruthy();
    await ownersBrowser.post('/v1/logout', {});

    for (let attempt = 1; attempt <= 12; attempt++) await signInFromAnywhere('owner@demo.test', WRONG);
    expect((await signInFromAnywhere('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);

    const owner = await ownersBrowser.post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
    // The attacker still waits.
    expect((await signInFromAnywhere('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);

    // The cookie counts only for the e-mail it was issued for, and cannot be forged.
    for (let attempt = 1; attempt <= 10; attempt++) await signInFromAnywhere('new@demo.test', WRONG);
    const otherAccount = new TestClient(app);
    otherAccount.setCookie('known_device', ownersBrowser.cookie('known_device')!, '/v1/login');
    expect(
      (await otherAccount.post('/v1/login', { email: 'new@demo.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(429);
    const forged = new TestClient(app);
    forged.setCookie('known_device', 'made-up.c2lnbmF0dXJl', '/v1/login');
    expect(
      (await forged.post('/v1/login', { email: 'owner@demo.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('throttles a known browser that guesses, on its own counter', async () => {
    const { app } = testApp();
    const browser = new TestClient(app);
    expect(
      (await browser.post('/v1/login', { email: 'invoice@demo.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    await browser.post('/v1/logout', {});
    for (let attempt = 1; attempt <= 10; attempt++) await signInFromAnywhere('invoice@demo.test', WRONG);
    // The e-mail now waits; the known browser has ten attempts of its own.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await browser.post('/v1/login', { email: 'invoice@demo.test', password: WRONG });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const waiting = await browser.post('/v1/login', { email: 'invoice@demo.test', password: DEMO_PASSWORD });
    expect(waiting.statusCode).toBe(429);
  });

  it('forgives an e-mail its failures after a successful sign-in', async () => {
    const { app } = testApp();
    for (let attempt = 1; attempt <= 9; attempt++) {
      await new TestClient(app).post('/v1/login', { email: 'deactivated@demo.test', password: WRONG });
    }
    const success = await new TestClient(app).post('/v1/login', {
      email: 'deactivated@demo.test',
      password: DEMO_PASSWORD,
    });
    // A deactivated account's right password is no failure either, and opens no sign-in.
    expect(success.statusCode).toBe(403);
    const tenth = await new TestClient(app).post('/v1/login', {
      email: 'deactivated@demo.test',
      password: WRONG,
    });
    expect(tenth.statusCode).toBe(401);
    expect((await signInFromAnywhere('deactivated@demo.test', WRONG)).statusCode).toBe(429);
  });
});

describe('login throttle per IP: password spraying across accounts', () => {
  it('makes an address wait after 50 failures, whatever the e-mails, known browser or not', async () => {
    const { app, deps } = testApp();
    const ip = '2001:db8:5::1';
    const ownersBrowser = new TestClient(app, ip);
    expect(
      (await ownersBrowser.post('/v1/login', { email: 'admin@demo.test', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    await ownersBrowser.post('/v1/logout', {});

    const attacker = new TestClient(app, ip);
    const sprayed = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attacker.post('/v1/login', { email: `guess${i}@demo.test`, password: DEMO_PASSWORD }),
      ),
    );
    expect(tally(sprayed)).toEqual({ 401: deps.config.LOGIN_IP_MAX_FAILURES, 429: 10 });

    const locked = await attacker.post('/v1/login', { email: 'new@demo.test', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe('too_many_requests');
    expect(locked.cookies).toEqual([]);
    // A known browser behind that address waits too.
    const known = await ownersBrowser.post('/v1/login', {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(known.statusCode).toBe(429);

    expect((await signInFromAnywhere('new@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against an address', async () => {
    const { app, deps } = testApp();
    const office = new TestClient(app, '2001:db8:6::1');
    for (let attempt = 1; attempt <= deps.config.LOGIN_IP_MAX_FAILURES + 5; attempt++) {
      const response = await office.post('/v1/login', { email: 'new@demo.test', password: DEMO_PASSWORD });
      expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
      await office.post('/v1/logout', {});
    }
  });
});
