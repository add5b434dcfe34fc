import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { BUYER_PASSWORD, registerBuyer } from '../subscriptions/buyer';
import { createTestApp, type TestApp, useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

// Needs a PostgreSQL server: two processes share one database only there (TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** How soon a change through one process must hold in the other (issue 16). */
const WITHIN_MS = 100;

describe.skipIf(!onPostgres)('two processes on one database, each with its signed-in cache', () => {
  const processA = useTestApp();
  let processB: TestApp;
  beforeAll(async () => {
    processB = await createTestApp({ shareDatabaseOf: processA() });
  });
  afterAll(() => processB?.close());

  /** Asks B until it refuses the token; the time that took, or null when it never did. */
  async function refusedByB(bearer: { authorization: string }): Promise<number | null> {
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      const answer = await processB.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer });
      if (answer.statusCode === 401) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return null;
  }

  it('ends a sign-in in B within 100 ms of its logout in A, though B had it cached', async () => {
    const { email } = await registerBuyer(processA().app);
    const { bearer } = await loginAs(processA().app, email, BUYER_PASSWORD);
    // B has read and cached the sign-in (its clock stands still: without A's word it would keep it).
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await processB.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer })).statusCode,
      ).toBe(200);
    }
    expect(
      (await processA().app.inject({ method: 'POST', url: '/v1/logout', headers: bearer })).statusCode,
    ).toBe(200);
    const took = await refusedByB(bearer);
    expect(took).not.toBeNull();
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('refuses a customer in B within 100 ms of support suspending them in A', async () => {
    const { email } = await registerBuyer(processA().app);
    const { bearer } = await loginAs(processA().app, email, BUYER_PASSWORD);
    expect(
      (await processB.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer })).statusCode,
    ).toBe(200);
    const [customer] = await processA().db.select().from(users).where(eq(users.email, email));
    const support = await loginAs(processA().app, 'support@demo.test');
    const suspended = await support.client.post(`/v1/user/${customer!.id}/suspend`, { reason: 'Chargeback' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const took = await refusedByB(bearer);
    expect(took).not.toBeNull();
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });
});
