import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

const testApp = useTestApp();
const WRONG = 'Wrong-password-1!';

describe('login rate limit: 10 failures per 15 minutes, per e-mail and per IP', () => {
  it('locks an e-mail after 10 failures, from any address, even with the right password', async () => {
    const { app, clock } = testApp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A new address each time: only the e-mail counter can trip.
      const response = await new TestClient(app).post('/v1/login', {
        email: 'owner@demo.test',
        password: WRONG,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await new TestClient(app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'too_many_requests',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    const german = await new TestClient(app).post(
      '/v1/login',
      { email: 'OWNER@demo.test', password: DEMO_PASSWORD },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.');

    // Other e-mails are not affected.
    const other = await new TestClient(app).post('/v1/login', {
      email: 'new@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(other.statusCode).toBe(200);

    clock.advance(10 * 60_000);
    const stillLocked = await new TestClient(app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(stillLocked.json().message).toBe('Too many attempts. Please try again in 5 minutes.');

    clock.advance(5 * 60_000 + 1000);
    const open = await new TestClient(app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(open.statusCode).toBe(200);
  });

  it('locks an address after 10 failures, whatever the e-mail', async () => {
    const { app } = testApp();
    const attacker = new TestClient(app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await attacker.post('/v1/login', {
        email: `guess${attempt}@demo.test`,
        password: WRONG,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await attacker.post('/v1/login', { email: 'new@demo.test', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe('too_many_requests');
    expect(locked.cookies).toEqual([]);

    const elsewhere = await new TestClient(app).post('/v1/login', {
      email: 'new@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgives an e-mail its failures after a successful sign-in', async () => {
    const { app } = testApp();
    for (let attempt = 1; attempt <= 9; attempt++) {
      await new TestClient(app).post('/v1/login', { email: 'invoice@demo.test', password: WRONG });
    }
    const success = await new TestClient(app).post('/v1/login', {
      email: 'invoice@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(success.statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      const response = await new TestClient(app).post('/v1/login', {
        email: 'invoice@demo.test',
        password: WRONG,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
