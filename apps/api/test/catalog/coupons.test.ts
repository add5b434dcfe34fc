import { couponSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();
const DAY = 86_400_000;

const invalid = { status: 'invalid_coupon', message: 'Your coupon code is invalid.' };

async function owner() {
  return (await loginAs(testApp().app, 'owner@demo.test')).client;
}

describe('GET /v1/coupon/:code', () => {
  it('answers the name and percentage of a redeemable coupon, in any case', async () => {
    const client = await owner();
    for (const code of ['WELCOME10', 'welcome10', 'Welcome10']) {
      const response = await client.get(`/v1/coupon/${code}`);
      expect(response.statusCode, code).toBe(200);
      expect(couponSchema.parse(response.json())).toEqual({ name: 'Welcome 10 %', percent_off: 10 });
    }
    expect((await client.get('/v1/coupon/partner25')).json()).toEqual({
      name: 'Partner 25 %',
      percent_off: 25,
    });
  });

  it('answers the same 404 invalid_coupon for unknown, expired and used-up codes', async () => {
    const { db } = testApp();
    await db.insert(coupons).values({
      code: 'USEDUP50',
      name: 'Used up 50 %',
      percentOff: 50,
      duration: 'once',
      maxRedemptions: 2,
      timesRedeemed: 2,
    });
    const client = await owner();
    for (const code of ['NOPE', 'EXPIRED20', 'expired20', 'USEDUP50', 'WELCOME1', `${'X'.repeat(60)}`]) {
      const response = await client.get(`/v1/coupon/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json(), code).toEqual(invalid);
    }
    // Nothing was redeemed by looking.
    const [usedUp] = await db.select().from(coupons).where(eq(coupons.code, 'USEDUP50'));
    expect(usedUp!.timesRedeemed).toBe(2);
  });

  it('stops accepting a coupon once the clock passes its expiry', async () => {
    const { db, clock } = testApp();
    await db.insert(coupons).values({
      code: 'SPRING15',
      name: 'Spring 15 %',
      percentOff: 15,
      duration: 'repeating',
      durationMonths: 3,
      expiresAt: new Date(clock.now().getTime() + 2 * DAY),
      maxRedemptions: 1,
    });
    const client = await owner();
    expect((await client.get('/v1/coupon/spring15')).json()).toEqual({
      name: 'Spring 15 %',
      percent_off: 15,
    });
    clock.advance(2 * DAY);
    // Two days later the access token has expired too, so sign in again.
    expect((await (await owner()).get('/v1/coupon/spring15')).json()).toEqual(invalid);
  });

  it('translates the refusal into the caller’s language', async () => {
    const { app, db } = testApp();
    await db.update(users).set({ language: 'de' }).where(eq(users.email, 'new@demo.test'));
    const { client } = await loginAs(app, 'new@demo.test');
    expect((await client.get('/v1/coupon/NOPE')).json()).toEqual({
      status: 'invalid_coupon',
      message: 'Ihr Gutscheincode ist ungültig.',
    });
    await db.update(users).set({ language: 'fr' }).where(eq(users.email, 'new@demo.test'));
    const french = (await loginAs(app, 'new@demo.test')).client;
    expect((await french.get('/v1/coupon/NOPE')).json().message).toBe("Votre code promo n'est pas valide.");
  });

  it('needs the store permission: 403 for a sub-user without it, 401 when signed out', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    const forbidden = await client.get('/v1/coupon/WELCOME10');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().status).toBe('forbidden');
    const signedOut = await new TestClient(app).get('/v1/coupon/WELCOME10');
    expect(signedOut.statusCode).toBe(401);
  });
});
