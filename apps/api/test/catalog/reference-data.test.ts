import { countryListSchema, currencyListSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

describe('GET /v1/country/all', () => {
  it('lists every ISO 3166-1 country, sorted by name, with currency, EU and SEPA flags, to anyone', async () => {
    const response = await new TestClient(testApp().app).get('/v1/country/all');
    expect(response.statusCode).toBe(200);
    const { data } = countryListSchema.parse(response.json());
    expect(data).toHaveLength(250);
    const names = data.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const byCode = new Map(data.map((c) => [c.code, c]));
    expect(byCode.get('AT')).toEqual({
      id: 'AT',
      code: 'AT',
      name: 'Austria',
      currency_id: 1,
      eu: true,
      sepa: true,
    });
    expect(byCode.get('CH')).toMatchObject({ currency_id: 1, eu: false, sepa: true });
    expect(byCode.get('UA')).toMatchObject({ currency_id: 1, eu: false, sepa: false });
    expect(byCode.get('US')).toMatchObject({ currency_id: 2, eu: false, sepa: false });
    expect(byCode.get('BR')).toMatchObject({ currency_id: 2, eu: false, sepa: false });
    expect(data.filter((c) => c.eu)).toHaveLength(27);
  });

  it('names the countries in the caller’s language', async () => {
    const { app } = testApp();
    const german = await new TestClient(app).get('/v1/country/all', {
      headers: { 'accept-language': 'de-AT' },
    });
    const de = countryListSchema.parse(german.json()).data;
    expect(de.find((c) => c.code === 'AT')!.name).toBe('Österreich');
    expect(de.map((c) => c.name)).toEqual(de.map((c) => c.name).sort(new Intl.Collator('de').compare));
    const french = await new TestClient(app).get('/v1/country/all', { headers: { 'accept-language': 'fr' } });
    expect(countryListSchema.parse(french.json()).data.find((c) => c.code === 'DE')!.name).toBe('Allemagne');
  });
});

describe('GET /v1/currency/all', () => {
  it('lists euro and US dollar with their symbols, named in the caller’s language', async () => {
    const { app } = testApp();
    const response = await new TestClient(app).get('/v1/currency/all');
    expect(response.statusCode).toBe(200);
    expect(currencyListSchema.parse(response.json()).data).toEqual([
      { id: 1, code: 'eur', symbol: '€', name: 'Euro' },
      { id: 2, code: 'usd', symbol: '$', name: 'US dollar' },
    ]);
    const french = await new TestClient(app).get('/v1/currency/all', {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().data[1].name).toBe('Dollar américain');
  });
});

describe('GET /v1/product/active', () => {
  it('lists the product ids of subscriptions that have not ended, of the caller’s account only', async () => {
    const { app, db, clock } = testApp();
    const [newcomer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.test'));
    const { client } = await loginAs(app, 'new@demo.test');
    expect((await client.get('/v1/product/active')).json()).toEqual({ data: [] });

    const now = clock.now();
    const base = {
      userId: newcomer!.id,
      quantity: 1,
      interval: 'month',
      currencyId: 1,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    };
    await db.insert(subscriptions).values([
      {
        ...base,
        id: 'sub_test_tools',
        productId: 1,
        line: 'tools',
        planId: 'tools-enterprise-month-eur',
        status: 'canceled',
        unitAmount: 25_000,
      },
      {
        ...base,
        id: 'sub_test_dmp',
        productId: 4,
        line: 'dmp',
        planId: 'dmp-enterprise-month-eur',
        status: 'past_due',
        unitAmount: 60_000,
      },
      {
        ...base,
        id: 'sub_test_old',
        productId: 3,
        line: 'analytics',
        planId: 'analytics-enterprise-month-eur',
        status: 'ended',
        unitAmount: 30_000,
      },
    ]);
    expect((await client.get('/v1/product/active')).json()).toEqual({ data: [1, 4] });

    // Another account never sees them.
    const owner = (await loginAs(app, 'owner@demo.test')).client;
    const ownerProducts = (await owner.get('/v1/product/active')).json().data as number[];
    const [ownerRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@demo.test'));
    const ownerLive = await db.select().from(subscriptions).where(eq(subscriptions.userId, ownerRow!.id));
    expect(ownerProducts).toEqual(
      [...new Set(ownerLive.filter((s) => s.status !== 'ended').map((s) => s.productId))].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('shows a sub-user its owner’s products, and refuses signed-out callers', async () => {
    const { app } = testApp();
    const owner = (await (await loginAs(app, 'owner@demo.test')).client.get('/v1/product/active')).json();
    const sub = await (await loginAs(app, 'client@demo.test')).client.get('/v1/product/active');
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual(owner);
    const signedOut = await new TestClient(app).get('/v1/product/active');
    expect(signedOut.statusCode).toBe(401);
  });
});
