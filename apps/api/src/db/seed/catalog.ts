import {
  CURRENCY_IDS,
  type CurrencyId,
  INTERVALS,
  type Interval,
  PRODUCTS,
  type ProductDefinition,
  planIdOf,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { plans, products } from '../schema/index';
import type { Seeder } from './context';

/** Price of one license per month in major units: billed monthly / billed yearly (spec §9). */
export interface MonthlyRates {
  month: number;
  year: number;
}

/** Spec §9 in euro. Contracted has no entry: it is priced on request. */
export const EUR_RATES: Readonly<Record<string, MonthlyRates>> = {
  'tools-enterprise': { month: 250, year: 230 },
  'tools-corporate': { month: 450, year: 410 },
  'analytics-enterprise': { month: 300, year: 250 },
  'dmp-enterprise': { month: 600, year: 500 },
};

const USD_ENTRY = /^([a-z-]+):(\d+(?:\.\d{1,2})?)\/(\d+(?:\.\d{1,2})?)$/;

/**
 * The USD rates: the euro figures, overridden per product by `USD_PRICES`
 * (`tools-enterprise:270/250,dmp-enterprise:650/540`). A malformed value stops the start, so a typo
 * never sells at the wrong price.
 */
export function usdRates(usdPrices: string | undefined): Record<string, MonthlyRates> {
  const rates = { ...EUR_RATES };
  for (const entry of (usdPrices ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const match = USD_ENTRY.exec(entry);
    const key = match?.[1];
    if (!match || !key || !(key in EUR_RATES)) {
      throw new Error(`USD_PRICES: "${entry}" is not <product>:<monthly>/<yearly> of a priced product`);
    }
    rates[key] = { month: Number(match[2]), year: Number(match[3]) };
  }
  return rates;
}

/** One license for one whole interval in minor units: yearly billing charges 12 months at the yearly rate. */
export function unitAmountOf(rates: MonthlyRates, interval: Interval): number {
  return interval === 'month' ? Math.round(rates.month * 100) : Math.round(rates.year * 12 * 100);
}

type PlanRow = typeof plans.$inferInsert;

/** Every plan row: product × interval × currency. */
export function planRows(usdPrices: string | undefined): PlanRow[] {
  const byCurrency: Record<CurrencyId, Readonly<Record<string, MonthlyRates>>> = {
    [CURRENCY_IDS.eur]: EUR_RATES,
    [CURRENCY_IDS.usd]: usdRates(usdPrices),
  };
  return PRODUCTS.flatMap((product: ProductDefinition) =>
    INTERVALS.flatMap((interval) =>
      ([CURRENCY_IDS.eur, CURRENCY_IDS.usd] as const).map((currencyId): PlanRow => {
        const rates = byCurrency[currencyId][product.key];
        return {
          id: planIdOf(product.key, interval, currencyId),
          productId: product.id,
          interval,
          currencyId,
          unitAmount: rates ? unitAmountOf(rates, interval) : 0,
          onRequest: !rates,
          active: true,
        };
      }),
    ),
  );
}

/** Brings products and plans in line with the code and the configured USD prices (idempotent). */
export async function upsertCatalog(db: Executor, now: Date, usdPrices: string | undefined): Promise<void> {
  for (const product of PRODUCTS) {
    const values = { line: product.line, tier: product.tier, name: product.name };
    await db
      .insert(products)
      .values({ id: product.id, ...values })
      .onConflictDoUpdate({ target: products.id, set: { ...values, updatedAt: now } });
  }
  await db
    .insert(plans)
    .values(planRows(usdPrices))
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        unitAmount: sql`excluded.unit_amount`,
        onRequest: sql`excluded.on_request`,
        active: sql`excluded.active`,
        updatedAt: now,
      },
    });
}

export const seedCatalog: Seeder = {
  name: 'catalog',
  run: ({ db, now, config }) => upsertCatalog(db, now, config.USD_PRICES),
};
