import { paymentEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { addPaymentMethod } from './add-payment-method';
import { createSepaSetup } from './create-sepa-setup';
import { getDefaultCard } from './get-default-card';
import { listPaymentMethods } from './list-payment-methods';
import { downloadMandate } from './mandate/download-mandate';
import { removePaymentMethod } from './remove-payment-method';
import { setDefaultPaymentMethod } from './set-default-payment-method';
import { billingInformationBody, updateBillingInformation } from './update-billing-information';

/** Billing data and payment methods of the caller's account (spec §7 "/v1/account/billing/…"). */
export function paymentsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;

  routeEndpoint(
    app,
    endpoints.updateBillingInformation,
    async (request) => {
      await updateBillingInformation(deps, contextOf(request), request.body);
      return { message: t(request.language, 'payments.billingUpdated') };
    },
    { body: billingInformationBody },
  );

  routeEndpoint(app, endpoints.paymentMethods, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listPaymentMethods(db, deps.config, principalOf(request).accountId) };
  });

  routeEndpoint(app, endpoints.sepaMandatePdf, async (request, reply) => {
    const file = await downloadMandate(deps, contextOf(request), request.params.id);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type('application/pdf')
      .send(file.pdf);
  });

  routeEndpoint(app, endpoints.addPaymentMethod, async (request) => {
    const data = await addPaymentMethod(deps, contextOf(request), request.body);
    return { message: t(request.language, 'payments.methodCreated'), data };
  });

  routeEndpoint(app, endpoints.setDefaultPaymentMethod, async (request) => {
    await setDefaultPaymentMethod(deps, contextOf(request), request.body.paymentId);
    return { message: t(request.language, 'payments.defaultUpdated') };
  });

  routeEndpoint(app, endpoints.removePaymentMethod, async (request) => {
    await removePaymentMethod(deps, contextOf(request), request.params.id);
    return { message: t(request.language, 'payments.methodRemoved') };
  });

  routeEndpoint(app, endpoints.createSepaSetup, async (request) => createSepaSetup(deps, contextOf(request)));

  routeEndpoint(app, endpoints.defaultCard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDefaultCard(db, principalOf(request).accountId);
  });
}
