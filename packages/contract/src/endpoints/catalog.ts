// Plans, products, countries, currencies and coupons (spec §7).
import {
  activeProductsSchema,
  countryListSchema,
  couponParamsSchema,
  couponSchema,
  currencyListSchema,
  planListSchema,
  planParamsSchema,
} from '../catalog';
import { defineEndpoint } from '../endpoint';

export const plans = defineEndpoint({
  method: 'GET',
  path: '/v1/plan/:product',
  summary: 'The plans of a product, priced in the account’s currency',
  rule: 'viewModuleStore',
  params: planParamsSchema,
  response: planListSchema,
});

export const activeProducts = defineEndpoint({
  method: 'GET',
  path: '/v1/product/active',
  summary: 'The products the account has a live subscription for',
  rule: 'authenticated',
  response: activeProductsSchema,
});

export const countries = defineEndpoint({
  method: 'GET',
  path: '/v1/country/all',
  summary: 'Countries, named in the caller’s language',
  public: true,
  response: countryListSchema,
});

export const currencies = defineEndpoint({
  method: 'GET',
  path: '/v1/currency/all',
  summary: 'Currencies, named in the caller’s language',
  public: true,
  response: currencyListSchema,
});

export const coupon = defineEndpoint({
  method: 'GET',
  path: '/v1/coupon/:code',
  summary: 'Check a coupon code (throttled per IP)',
  rule: 'viewModuleStore',
  params: couponParamsSchema,
  response: couponSchema,
});
