import { type Plan, planListSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, users } from '../../src/db/schema/index';
import { upsertCatalog } from '../../src/db/seed/catalog';
import { getPlans } from '../../src/modules/catalog/get-plans';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

async function plansOf(email: string, product: string): Promise<Plan[]> {
  const { client } = await loginAs(testApp().app, email);
  const response = await client.get(`/v1/plan/${product}`);
  expect(response.statusCode).toBe(200);
  return planListSchema.parse(response.json()).data;
}

const pricesOf = (list: Plan[]) =>
  list.map((p) => ({
    id: p.id,
    monthly: p.prices.monthly,
    yearly: p.prices.yearly,
    onRequest: p.prices.onRequest,
  }));

describe('GET /v1/plan/:product', () => {
  it('lists the tools plans with the spec §9 euro prices, limits and flags', async () => {
    const tools = await plansOf('owner@demo.test', 'tools');
    expect(pricesOf(tools)).toEqual([
      { id: 'tools-enterprise-month-eur', monthly: 250, yearly: 230, onRequest: null },
      { id: 'tools-corporate-month-eur', monthly: 450, yearly: 410, onRequest: null },
      { id: 'tools-contracted-month-eur', monthly: null, yearly: null, onRequest: 'Price on request' },
    ]);
    const [enterprise, corporate, contracted] = tools;
    expect(enterprise).toMatchObject({
      productId: 1,
      productName: 'Tools Enterprise',
      currencyId: 1,
      interval: 'month',
      planIds: { month: 'tools-enterprise-month-eur', year: 'tools-enterprise-year-eur' },
      unitAmounts: { month: 25_000, year: 276_000 },
      upgradable: true,
      moneyBack: true,
      recommended: false,
      title: 'Enterprise',
      limits: ['20 polls*', '10 quizzes*', '1 form*', 'Unlimited votes', 'Unlimited records'],
      prices: { durationMonthly: 'per licence / month', allowActivateNow: true },
    });
    expect(enterprise!.priceInfo).toContain('€25 per month');
    expect(enterprise!.features.length).toBeGreaterThan(2);
    expect(enterprise!.support.length).toBeGreaterThan(0);
    expect(corporate).toMatchObject({
      productId: 2,
      unitAmounts: { month: 45_000, year: 492_000 },
      upgradable: false,
      moneyBack: true,
      recommended: true,
      limits: [
        'Unlimited polls',
        'Unlimited quizzes',
        'Unlimited forms',
        'Unlimited votes',
        'Unlimited records',
      ],
    });
    expect(contracted).toMatchObject({
      productId: 6,
      productName: 'Tools Contracted',
      unitAmounts: { month: null, year: null },
      upgradable: false,
      moneyBack: false,
      recommended: false,
      prices: { allowActivateNow: false },
    });
    expect(contracted!.limits).toEqual(corporate!.limits);
  });

  it('lists DMP and Analytics Enterprise, recommended, with the page-impression limit', async () => {
    const dmp = await plansOf('owner@demo.test', 'dmp');
    const analytics = await plansOf('owner@demo.test', 'analytics');
    expect(pricesOf(dmp)).toEqual([
      { id: 'dmp-enterprise-month-eur', monthly: 600, yearly: 500, onRequest: null },
    ]);
    expect(pricesOf(analytics)).toEqual([
      { id: 'analytics-enterprise-month-eur', monthly: 300, yearly: 250, onRequest: null },
    ]);
    for (const plan of [...dmp, ...analytics]) {
      expect(plan).toMatchObject({
        upgradable: true,
        recommended: true,
        moneyBack: false,
        limits: ['10M page impressions per month'],
      });
    }
    expect(dmp[0]!.unitAmounts).toEqual({ month: 60_000, year: 600_000 });
    expect(analytics[0]!.planIds).toEqual({
      month: 'analytics-enterprise-month-eur',
      year: 'analytics-enterprise-year-eur',
    });
  });

  it("speaks the caller's language", async () => {
    const { db } = testApp();
    await db.update(users).set({ language: 'de' }).where(eq(users.email, 'new@demo.test'));
    const tools = await plansOf('new@demo.test', 'tools');
    expect(tools[0]!.limits).toEqual([
      '20 Umfragen*',
      '10 Quizze*',
      '1 Formular*',
      'Unbegrenzte Stimmen',
      'Unbegrenzte Datensätze',
    ]);
    expect(tools[0]!.prices.durationMonthly).toBe('pro Lizenz / Monat');
    // Intl puts a no-break space between amount and symbol.
    expect(tools[0]!.priceInfo).toMatch(/25\s€ pro Monat/);
    expect(tools[2]!.prices.onRequest).toBe('Preis auf Anfrage');
    const dmp = await plansOf('new@demo.test', 'dmp');
    expect(dmp[0]!.limits).toEqual(['10 Mio. Seitenaufrufe pro Monat']);
    await db.update(users).set({ language: 'fr' }).where(eq(users.email, 'new@demo.test'));
    expect((await plansOf('new@demo.test', 'tools'))[2]!.prices.onRequest).toBe('Prix sur demande');
  });

  it('prices a USD account in dollars, with the USD_PRICES overrides once applied', async () => {
    const { db, clock } = testApp();
    await db.update(users).set({ currencyId: 2 }).where(eq(users.email, 'invoice@demo.test'));
    const before = await plansOf('invoice@demo.test', 'tools');
    expect(pricesOf(before).slice(0, 2)).toEqual([
      { id: 'tools-enterprise-month-usd', monthly: 250, yearly: 230, onRequest: null },
      { id: 'tools-corporate-month-usd', monthly: 450, yearly: 410, onRequest: null },
    ]);
    expect(before[0]).toMatchObject({ currencyId: 2, planIds: { year: 'tools-enterprise-year-usd' } });
    expect(before[0]!.priceInfo).toContain('$25 per month');

    // What the reference seed does on the next start with USD_PRICES set.
    await upsertCatalog(db, clock.now(), 'tools-enterprise:270/250,dmp-enterprise:650/540');
    const after = await plansOf('invoice@demo.test', 'tools');
    expect(after[0]).toMatchObject({
      prices: { monthly: 270, yearly: 250 },
      unitAmounts: { month: 27_000, year: 300_000 },
    });
    expect(after[1]!.prices).toMatchObject({ monthly: 450, yearly: 410 });
    const dmp = await plansOf('invoice@demo.test', 'dmp');
    expect(dmp[0]!.prices).toMatchObject({ monthly: 650, yearly: 540 });
    // Euro prices never follow the USD configuration.
    expect((await plansOf('owner@demo.test', 'tools'))[0]!.prices).toMatchObject({
      monthly: 250,
      yearly: 230,
    });

    await upsertCatalog(db, clock.now(), undefined);
    const [row] = await db.select().from(plans).where(eq(plans.id, 'tools-enterprise-month-usd'));
    expect(row!.unitAmount).toBe(25_000);
  });

  it("prices a sub-user's view in its owner's currency", async () => {
    const { db, deps } = testApp();
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    await db.update(users).set({ currencyId: 2 }).where(eq(users.email, 'owner@demo.test'));
    try {
      const principal = {
        userId: await idOf('client@demo.test'),
        accountId: await idOf('owner@demo.test'),
        permissions: [],
        impersonatorId: null,
        via: 'cookie' as const,
      };
      const list = await getPlans(deps, principal, 'tools', 'en');
      expect(list.length).toBeGreaterThan(0);
      for (const plan of list) expect(plan.id).toMatch(/-usd$/);
    } finally {
      await db.update(users).set({ currencyId: 1 }).where(eq(users.email, 'owner@demo.test'));
    }
  });

  it('answers 404 plan_not_found for an unknown product line, in the caller’s language', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    for (const product of ['ads', 'TOOLS', '1', 'tools-enterprise']) {
      const response = await client.get(`/v1/plan/${product}`);
      expect(response.statusCode, product).toBe(404);
      expect(response.json()).toEqual({
        status: 'plan_not_found',
        message: 'No plan was found for this product.',
      });
    }
    await db.update(users).set({ language: 'de' }).where(eq(users.email, 'new@demo.test'));
    const german = await (await loginAs(app, 'new@demo.test')).client.get('/v1/plan/ads');
    expect(german.json().message).toBe('Für dieses Produkt wurde kein Tarif gefunden.');
  });

  it('needs the store permission: 403 for a sub-user without it, 401 when signed out', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    const forbidden = await client.get('/v1/plan/tools');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().status).toBe('forbidden');
    const signedOut = await new TestClient(app).get('/v1/plan/tools');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Unauthenticated.');
  });
});
