import { catalogEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { rateLimitOf } from '../../platform/rate-limits';
import { checkCoupon } from './check-coupon';
import { listCountries } from './countries';
import { listCurrencies } from './currencies';
import { getActiveProducts } from './get-active-products';
import { getPlans } from './get-plans';

/** Plans, products, countries, currencies and coupons (spec §7). */
export function catalogRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.plans, async (request) => ({
    data: await getPlans(deps, principalOf(request), request.params.product, request.language),
  }));

  routeEndpoint(app, endpoints.activeProducts, async (request) => ({
    data: await getActiveProducts(deps, principalOf(request)),
  }));

  routeEndpoint(app, endpoints.countries, async (request) => ({ data: listCountries(request.language) }));

  routeEndpoint(app, endpoints.currencies, async (request) => ({ data: listCurrencies(request.language) }));

  // Codes are short: guessing them is throttled per IP.
  routeEndpoint(app, endpoints.coupon, async (request) => checkCoupon(deps, request.params.code), {
    rateLimit: rateLimitOf(deps.config, 'coupon'),
  });
}
