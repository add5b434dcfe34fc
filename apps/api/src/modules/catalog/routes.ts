import {
  activeProductsSchema,
  countryListSchema,
  couponParamsSchema,
  couponSchema,
  currencyListSchema,
  planListSchema,
  planParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { rateLimitOf } from '../../platform/rate-limits';
import { checkCoupon } from './check-coupon';
import { listCountries } from './countries';
import { listCurrencies } from './currencies';
import { getActiveProducts } from './get-active-products';
import { getPlans } from './get-plans';

/** Plans, products, countries, currencies and coupons (spec §7). */
export function catalogRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/plan/:product',
    {
      config: { rule: 'viewModuleStore' },
      schema: { params: planParamsSchema, response: { 200: planListSchema } },
    },
    async (request) => ({
      data: await getPlans(deps, principalOf(request), request.params.product, request.language),
    }),
  );

  routes.get(
    '/v1/product/active',
    { config: { rule: 'authenticated' }, schema: { response: { 200: activeProductsSchema } } },
    async (request) => ({ data: await getActiveProducts(deps, principalOf(request)) }),
  );

  routes.get(
    '/v1/country/all',
    { config: { public: true }, schema: { response: { 200: countryListSchema } } },
    async (request) => ({ data: listCountries(request.language) }),
  );

  routes.get(
    '/v1/currency/all',
    { config: { public: true }, schema: { response: { 200: currencyListSchema } } },
    async (request) => ({ data: listCurrencies(request.language) }),
  );

  routes.get(
    '/v1/coupon/:code',
    {
      // Codes are short: guessing them is throttled per IP.
      config: { rule: 'viewModuleStore', rateLimit: rateLimitOf(deps.config, 'coupon') },
      schema: { params: couponParamsSchema, response: { 200: couponSchema } },
    },
    async (request) => checkCoupon(deps, request.params.code),
  );
}
