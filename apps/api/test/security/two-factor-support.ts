import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { roles, userRoles, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { CUSTOMER_ROLE } from '../../src/db/seed/roles';
import { hashPassword } from '../../src/platform/auth/passwords';
import { ManualClock } from '../../src/platform/clock';
import type { TestApp } from '../support/test-app';
import { loginAs, type SignedIn, TestClient } from '../support/test-client';

/**
 * A clock that stands still (5 s into a 30-second step) until a test moves it: which code belongs to
 * which step never depends on how fast a test runs.
 */
export function stillClock(): ManualClock {
  const start = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
  return new ManualClock({ now: () => new Date(start) });
}

let passwordHash: Promise<string> | undefined;
let customers = 0;

/** A customer of this file's database only (password DEMO_PASSWORD), so each test starts clean. */
export async function freshCustomer({ db }: TestApp): Promise<{ id: number; email: string }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  customers += 1;
  const email = `secure-${customers}-${Date.now()}@security.test`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash, firstname: 'Sam', lastname: 'Secure' })
    .returning({ id: users.id });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, CUSTOMER_ROLE));
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return { id: user!.id, email };
}

/** What the authenticator app shows at that moment for the secret as the set-up dialog shows it. */
export function appCode(secretText: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretText.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at.getTime(),
  });
}

export interface TwoFactorUser {
  id: number;
  email: string;
  signedIn: SignedIn;
  secret: string;
  recoveryCodes: string[];
}

/**
 * A fresh customer who turned two-factor sign-in on. The clock then moves to the next 30-second
 * step, so the next code is not the one the set-up used (a code works once).
 */
export async function customerWithTwoFactor(testApp: TestApp): Promise<TwoFactorUser> {
  const { app, clock } = testApp;
  const customer = await freshCustomer(testApp);
  const signedIn = await loginAs(app, customer.email);
  const setup = await signedIn.client.post('/v1/account/security/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await signedIn.client.post('/v1/account/security/two-factor/enable', {
    code: appCode(secret, clock.now()),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  clock.advance(30_000);
  return {
    ...customer,
    signedIn,
    secret,
    recoveryCodes: enable.json<{ recovery_codes: string[] }>().recovery_codes,
  };
}

/** The password step of a sign-in with two-factor sign-in on: answers the challenge. */
export async function passwordStep(client: TestClient, email: string): Promise<string> {
  const response = await client.post('/v1/login', { email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().status).toBe('two_factor_required');
  return response.json<{ data: { challenge: string } }>().data.challenge;
}

/** Both steps from a new browser; answers the client, signed in. */
export async function signInWithCode(testApp: TestApp, user: TwoFactorUser, code?: string) {
  const client = new TestClient(testApp.app);
  const challenge = await passwordStep(client, user.email);
  const response = await client.post('/v1/login/two-factor', {
    challenge,
    code: code ?? appCode(user.secret, testApp.clock.now()),
  });
  return { client, response };
}
