import {
  addPaymentMethodSchema,
  defaultCardSchema,
  messageResponseSchema,
  paymentMethodCreatedSchema,
  paymentMethodListSchema,
  paymentMethodParamsSchema,
  sepaSetupSchema,
  setDefaultPaymentMethodSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { t } from '../../platform/i18n/index';
import { isSandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { sandboxRoutes } from '../../platform/payments/sandbox/sandbox-routes';
import type { Actor } from './actor';
import { addPaymentMethod } from './add-payment-method';
import { createSepaSetup } from './create-sepa-setup';
import { getDefaultCard } from './get-default-card';
import { listPaymentMethods } from './list-payment-methods';
import { removePaymentMethod } from './remove-payment-method';
import { setDefaultPaymentMethod } from './set-default-payment-method';
import { billingInformationBody, updateBillingInformation } from './update-billing-information';

const actorOf = (request: FastifyRequest): Actor => ({ principal: principalOf(request), request });

/** Billing data and payment methods of the caller's account (spec §7 "/v1/account/billing/…"). */
export function paymentsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  routes.put(
    '/v1/account/billing/information',
    {
      config: { rule: 'editBilling' },
      schema: { body: billingInformationBody, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await updateBillingInformation(deps, actorOf(request), request.body);
      return { message: t(request.language, 'payments.billingUpdated') };
    },
  );

  routes.get(
    '/v1/account/billing/payment-methods',
    { config: { rule: 'editBilling' }, schema: { response: { 200: paymentMethodListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listPaymentMethods(db, principalOf(request).accountId) };
    },
  );

  routes.post(
    '/v1/account/billing/payment-methods',
    {
      config: { rule: 'editBilling' },
      schema: { body: addPaymentMethodSchema, response: { 200: paymentMethodCreatedSchema } },
    },
    async (request) => {
      const data = await addPaymentMethod(deps, actorOf(request), request.body);
      return { message: t(request.language, 'payments.methodCreated'), data };
    },
  );

  routes.post(
    '/v1/account/billing/payment-methods/default',
    {
      config: { rule: 'editBilling' },
      schema: { body: setDefaultPaymentMethodSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await setDefaultPaymentMethod(deps, actorOf(request), request.body.paymentId);
      return { message: t(request.language, 'payments.defaultUpdated') };
    },
  );

  routes.delete(
    '/v1/account/billing/payment-methods/:id',
    {
      config: { rule: 'editBilling' },
      schema: { params: paymentMethodParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await removePaymentMethod(deps, actorOf(request), request.params.id);
      return { message: t(request.language, 'payments.methodRemoved') };
    },
  );

  routes.post(
    '/v1/account/billing/sepa-setup',
    { config: { rule: 'editBilling' }, schema: { response: { 200: sepaSetupSchema } } },
    async (request) => createSepaSetup(deps, actorOf(request)),
  );

  routes.get(
    '/v1/account/card',
    { config: { rule: 'viewInvoices' }, schema: { response: { 200: defaultCardSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDefaultCard(db, principalOf(request).accountId);
    },
  );

  if (isSandboxGateway(deps.gateway)) sandboxRoutes(app, deps.gateway);
}
