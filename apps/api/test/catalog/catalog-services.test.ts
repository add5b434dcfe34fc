import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, plans, products } from '../../src/db/schema/index';
import { planRows, upsertCatalog, usdRates } from '../../src/db/seed/catalog';
import { findRedeemableCoupon, redeemCoupon } from '../../src/modules/catalog/coupons';
import { findPlan } from '../../src/modules/catalog/find-plan';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

describe('catalog reference seed', () => {
  it('holds the five products and a plan per product × interval × currency, idempotently', async () => {
    const { db, clock } = testApp();
    await upsertCatalog(db, clock.now(), undefined);
    await upsertCatalog(db, clock.now(), undefined);
    const productRows = await db.select().from(products).orderBy(products.id);
    expect(productRows.map((p) => [p.id, p.line, p.tier, p.name])).toEqual([
      [1, 'tools', 'enterprise', 'Tools Enterprise'],
      [2, 'tools', 'corporate', 'Tools Corporate'],
      [3, 'analytics', 'enterprise', 'Analytics Enterprise'],
      [4, 'dmp', 'enterprise', 'DMP Enterprise'],
      [6, 'tools', 'contracted', 'Tools Contracted'],
    ]);
    expect(await db.$count(plans)).toBe(20);
    const [contracted] = await db.select().from(plans).where(eq(plans.id, 'tools-contracted-year-usd'));
    expect(contracted).toMatchObject({ onRequest: true, unitAmount: 0, currencyId: 2, interval: 'year' });
  });

  it('refuses a malformed USD_PRICES rather than selling at a wrong price', () => {
    expect(usdRates('tools-enterprise:270/250, dmp-enterprise:650.50/540')).toMatchObject({
      'tools-enterprise': { month: 270, year: 250 },
      'dmp-enterprise': { month: 650.5, year: 540 },
      'tools-corporate': { month: 450, year: 410 },
    });
    expect(
      planRows('dmp-enterprise:650.50/540').find((p) => p.id === 'dmp-enterprise-year-usd')?.unitAmount,
    ).toBe(648_000);
    for (const bad of [
      'tools-enterprise:270',
      'tools-contracted:1/1',
      'unknown:1/2',
      'tools-enterprise:a/b',
    ]) {
      expect(() => usdRates(bad), bad).toThrow(/USD_PRICES/);
    }
  });
});

describe('findPlan', () => {
  it('returns the plan with its product, or null for an unknown id', async () => {
    const { db } = testApp();
    expect(await findPlan(db, 'tools-corporate-year-eur')).toMatchObject({
      plan: {
        id: 'tools-corporate-year-eur',
        productId: 2,
        interval: 'year',
        currencyId: 1,
        unitAmount: 492_000,
      },
      product: { id: 2, line: 'tools', tier: 'corporate' },
    });
    expect(await findPlan(db, 'tools-corporate-week-eur')).toBeNull();
  });
});

describe('redeemCoupon', () => {
  it('counts redemptions only while some are left, one UPDATE at a time', async () => {
    const { db, clock } = testApp();
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'TWICE30', name: 'Twice 30 %', percentOff: 30, duration: 'once', maxRedemptions: 2 })
      .returning();
    const results = await db.transaction(async (tx) => [
      await redeemCoupon(tx, coupon!.id, clock.now()),
      await redeemCoupon(tx, coupon!.id),
      await redeemCoupon(tx, coupon!.id),
    ]);
    expect(results).toEqual([true, true, false]);
    const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.timesRedeemed).toBe(2);
    expect(await findRedeemableCoupon(db, 'twice30', clock.now())).toBeNull();
  });

  it('redeems unlimited coupons without end', async () => {
    const { db, clock } = testApp();
    const partner = await findRedeemableCoupon(db, ' partner25 ', clock.now());
    expect(partner).toMatchObject({ code: 'PARTNER25', percentOff: 25, duration: 'forever' });
    for (let i = 0; i < 3; i += 1)
      expect(await db.transaction((tx) => redeemCoupon(tx, partner!.id))).toBe(true);
  });
});
