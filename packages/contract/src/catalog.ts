// Contract of the catalog endpoints (spec §7): plans, active products, countries, currencies, coupons.
import { z } from 'zod';
import { CURRENCY_IDS } from './account';
import { roundedShare } from './money/rounding';

/** Product ids of spec §3 "Product ids". */
export const PRODUCT_IDS = {
  toolsEnterprise: 1,
  toolsCorporate: 2,
  analyticsEnterprise: 3,
  dmpEnterprise: 4,
  toolsContracted: 6,
} as const;
export type ProductId = (typeof PRODUCT_IDS)[keyof typeof PRODUCT_IDS];

/** Id 5 names no product: it only appears in conversion-tracking events. */
export const CONVERSION_ONLY_PRODUCT_ID = 5;
/** Every id a conversion event may carry. */
export const CONVERSION_PRODUCT_IDS = [1, 2, 3, 4, CONVERSION_ONLY_PRODUCT_ID, 6] as const;

/** An account holds at most one live subscription per line. */
export const PRODUCT_LINES = ['tools', 'dmp', 'analytics'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];
export const isProductLine = (value: string): value is ProductLine =>
  (PRODUCT_LINES as readonly string[]).includes(value);

export const PRODUCT_TIERS = ['enterprise', 'corporate', 'contracted'] as const;
export type ProductTier = (typeof PRODUCT_TIERS)[number];

export const INTERVALS = ['month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];

export interface ProductDefinition {
  id: ProductId;
  /** Stable slug, the first part of every plan id of the product. */
  key: string;
  line: ProductLine;
  tier: ProductTier;
  name: string;
}

export const PRODUCTS: readonly ProductDefinition[] = [
  { id: 1, key: 'tools-enterprise', line: 'tools', tier: 'enterprise', name: 'Tools Enterprise' },
  { id: 2, key: 'tools-corporate', line: 'tools', tier: 'corporate', name: 'Tools Corporate' },
  { id: 3, key: 'analytics-enterprise', line: 'analytics', tier: 'enterprise', name: 'Analytics Enterprise' },
  { id: 4, key: 'dmp-enterprise', line: 'dmp', tier: 'enterprise', name: 'DMP Enterprise' },
  { id: 6, key: 'tools-contracted', line: 'tools', tier: 'contracted', name: 'Tools Contracted' },
];

export type CurrencyId = (typeof CURRENCY_IDS)[keyof typeof CURRENCY_IDS];
export const CURRENCY_CODES = { 1: 'eur', 2: 'usd' } as const satisfies Record<CurrencyId, string>;
export const currencySymbol = (currencyId: number) => (currencyId === CURRENCY_IDS.eur ? '€' : '$');

/** The plan id clients send back: `<product key>-<interval>-<currency>`, e.g. `tools-enterprise-month-eur`. */
export function planIdOf(productKey: string, interval: Interval, currencyId: CurrencyId): string {
  return `${productKey}-${interval}-${CURRENCY_CODES[currencyId]}`;
}

/** `percent` % of `amount` (minor units), rounded half up: the one rounding rule of discounts. */
export function percentOf(amount: number, percent: number): number {
  return roundedShare(amount, percent, 100);
}

/**
 * What the create-subscription dialog shows and the first invoice's net comes to: unit amount times
 * quantity minus the coupon's percentage, rounded half up once, never below 0 (spec §5).
 */
export function finalPrice(unitAmount: number, quantity: number, percentOff: number | null = 0): number {
  const gross = Math.max(0, unitAmount) * Math.max(0, quantity);
  const percent = Math.min(100, Math.max(0, percentOff ?? 0));
  return Math.max(0, gross - percentOf(gross, percent));
}

/** `GET /v1/plan/:product`: one plan per product of the line, in the caller's currency and language. */
export const planSchema = z.object({
  /** The monthly plan's id (the pricing page opens on monthly billing); `planIds` has both. */
  id: z.string(),
  interval: z.enum(INTERVALS),
  planIds: z.object({ month: z.string(), year: z.string() }),
  productId: z.number(),
  productName: z.string(),
  line: z.enum(PRODUCT_LINES),
  currencyId: z.number(),
  /** Price of one license for one whole interval in minor units; null when priced on request. */
  unitAmounts: z.object({ month: z.number().nullable(), year: z.number().nullable() }),
  upgradable: z.boolean(),
  title: z.string(),
  subTitle: z.string(),
  prices: z.object({
    /** Per month in major units, billed monthly / billed yearly; null when on request. */
    monthly: z.number().nullable(),
    yearly: z.number().nullable(),
    /** The text shown instead of a price, or null when the plan has a price. */
    onRequest: z.string().nullable(),
    /** The unit the figures are in ("per license / month"). */
    durationMonthly: z.string(),
    /** Whether the plan can be bought in the portal right away. */
    allowActivateNow: z.boolean(),
  }),
  priceInfo: z.string(),
  limits: z.array(z.string()),
  features: z.array(z.string()),
  support: z.array(z.string()),
  moneyBack: z.boolean(),
  recommended: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.object({ data: z.array(planSchema) });
export const planParamsSchema = z.object({ product: z.string().max(32) });

/** `GET /v1/product/active`: product ids of the account's subscriptions that have not ended. */
export const activeProductsSchema = z.object({ data: z.array(z.number()) });

/** `GET /v1/country/all`: `id` is the ISO 3166-1 alpha-2 code, the same value `country` fields store. */
export const countrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency_id: z.number(),
  eu: z.boolean(),
  sepa: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.object({ data: z.array(countrySchema) });

export const currencySchema = z.object({
  id: z.number(),
  code: z.enum(['eur', 'usd']),
  symbol: z.string(),
  name: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.object({ data: z.array(currencySchema) });

/** Coupon codes are short words (`SPRING25`); the upgrade form allows as many characters. */
export const COUPON_CODE_MAX_LENGTH = 40;

/** `GET /v1/coupon/:code`. */
// Looser than a code can be: any code up to this length answers the same "invalid coupon", so the
// check tells nothing about which codes exist; past it the request is refused as malformed.
export const couponParamsSchema = z.object({ code: z.string().max(255) });
export const couponSchema = z.object({ name: z.string(), percent_off: z.number() });
export type Coupon = z.infer<typeof couponSchema>;
export const COUPON_DURATIONS = ['once', 'forever', 'repeating'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];
