import {
  completeResponseSchema,
  quantityRequestSchema,
  subscriptionChangeResponseSchema,
  subscriptionListSchema,
  subscriptionRefSchema,
  timeTravelRequestSchema,
  timeTravelResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  usageAcceptedSchema,
  usageReportSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { runIdempotent } from '../../platform/idempotency';
import { cancelOrResume } from './cancel-or-resume';
import { changeQuantity } from './change-quantity';
import { completeSubscription } from './complete-subscription';
import { travelInTime } from './renewals/time-travel';
import { liveSubscriptionsOf } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';
import { upgradeSubscription } from './upgrade-subscription';
import { assertUsageService, ingestUsage } from './usage/ingest-usage';

/** Spec §7 `/v1/subscription/*`. Money-moving calls honour an `Idempotency-Key` header. */
export function subscriptionsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  routes.get(
    '/v1/subscription/all',
    { config: { rule: 'viewSubscriptions' }, schema: { response: { 200: subscriptionListSchema } } },
    async (request) => {
      const records = await liveSubscriptionsOf(db, principalOf(request).accountId);
      return { data: records.map(toSubscriptionView) };
    },
  );

  routes.post(
    '/v1/subscription/upgrade',
    {
      config: { rule: 'viewModuleStore' },
      schema: { body: upgradeRequestSchema, response: { 200: upgradeResponseSchema } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return runIdempotent(db, request, reply, principal, () =>
        upgradeSubscription(deps, principal, request.body, request),
      );
    },
  );

  routes.put(
    '/v1/subscription/complete',
    {
      config: { rule: 'viewSubscriptions' },
      schema: { body: subscriptionRefSchema, response: { 200: completeResponseSchema } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return runIdempotent(db, request, reply, principal, () =>
        completeSubscription(deps, principal, request.body.subscriptionId, request),
      );
    },
  );

  routes.put(
    '/v1/subscription/quantity',
    {
      config: { rule: 'viewSubscriptions' },
      schema: { body: quantityRequestSchema, response: { 200: subscriptionChangeResponseSchema } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return runIdempotent(db, request, reply, principal, () =>
        changeQuantity(deps, principal, request.body, request),
      );
    },
  );

  for (const change of ['cancel', 'resume'] as const) {
    routes.put(
      `/v1/subscription/${change}`,
      {
        config: { rule: 'viewSubscriptions' },
        schema: { body: subscriptionRefSchema, response: { 200: subscriptionChangeResponseSchema } },
      },
      async (request) =>
        cancelOrResume(deps, principalOf(request), request.body.subscriptionId, change, request),
    );
  }

  routes.post(
    '/v1/sandbox/clock',
    {
      config: { rule: 'editUsers' },
      schema: { body: timeTravelRequestSchema, response: { 200: timeTravelResponseSchema } },
    },
    async (request) => travelInTime(deps, principalOf(request), request.body, request),
  );

  // Called by the Tools app, not by a browser: authenticated by the service token (Bearer), checked
  // before the body so that a caller without it learns nothing from validation errors.
  routes.post(
    '/v1/internal/usage',
    {
      config: { public: true },
      preValidation: async (request) => assertUsageService(deps, request),
      schema: { body: usageReportSchema, response: { 200: usageAcceptedSchema } },
    },
    async (request) => ingestUsage(deps, request.body),
  );
}
