import { and, asc, eq } from 'drizzle-orm';
import { invoices, payments, users } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { deliver, stripeEvent } from '../stripe/stripe-app';
import { addSepa } from '../subscriptions/buyer';
import { TEST_PUBLIC_URL } from '../support/test-app';
import {
  ADMIN,
  CARD_3DS,
  IBAN,
  inDunning,
  OWNER,
  ok,
  paymentAwaitingChallenge,
  type RouteWalk,
  SANDBOX,
  subscriber,
  TOOLS_MONTH,
} from './capture-setups';

/** Capture walks (decision 0054): invoices, credit notes, the sandbox gateway and webhooks. */
export const DOCUMENT_WALKS: Record<string, RouteWalk> = {
  // Invoices and credit notes
  'POST /v1/invoice/:id/pay': {
    audits: [
      { entityType: 'payment_method', event: 'payment method added' },
      { entityType: 'charge', event: 'created' },
      { entityType: 'payment', event: 'created' },
    ],
    walk: async (w) => {
      const { client, invoiceId } = await inDunning(w);
      const newPaymentMethodId = await w.typedCard(CARD_3DS);
      ok(await w.measure(client, 'POST', `/v1/invoice/${invoiceId}/pay`, { newPaymentMethodId }));
    },
  },
  'POST /v1/sandbox/payment-intents/:id/challenge': {
    writesNoBusinessData: SANDBOX,
    walk: async (w) => {
      const payment = await paymentAwaitingChallenge(w);
      ok(
        await w.measure(payment.client, 'POST', `/v1/sandbox/payment-intents/${payment.intentId}/challenge`, {
          client_secret: payment.clientSecret,
          result: 'complete',
        }),
      );
    },
  },
  'POST /v1/invoice/:id/pay/confirm': {
    audits: [
      { entityType: 'payment', event: 'updated' },
      { entityType: 'invoice', event: 'updated' },
      { entityType: 'subscription', event: 'updated' },
    ],
    walk: async (w) => {
      const payment = await paymentAwaitingChallenge(w);
      ok(
        await payment.client.post(`/v1/sandbox/payment-intents/${payment.intentId}/challenge`, {
          client_secret: payment.clientSecret,
          result: 'complete',
        }),
      );
      ok(await w.measure(payment.client, 'POST', `/v1/invoice/${payment.invoiceId}/pay/confirm`));
    },
  },
  'POST /v1/user/audit': {
    audits: [{ entityType: 'invoice', event: 'downloadInvoice' }],
    walk: async (w) => {
      const client = await w.signIn(OWNER);
      const [invoice] = await w.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.userId, await w.idOf(OWNER)))
        .orderBy(asc(invoices.id))
        .limit(1);
      const link = `${TEST_PUBLIC_URL}/v1/invoice/${invoice?.number}/pdf`;
      ok(
        await w.measure(client, 'POST', '/v1/user/audit', { event: 'downloadInvoice', new_value: { link } }),
      );
    },
  },
  'POST /v1/invoice/csv': {
    audits: [{ entityType: 'user', event: 'sendInvoiceCSV' }],
    walk: async (w) => {
      const client = await w.signIn(OWNER);
      const month = new Date().toISOString().slice(0, 7);
      ok(await w.measure(client, 'POST', '/v1/invoice/csv', { date: month, email: 'books@walk.test' }));
    },
  },
  'POST /v1/admin/invoices/:id/refund': {
    audits: [
      { entityType: 'credit_note', event: 'created' },
      { entityType: 'invoice', event: 'updated' },
    ],
    walk: async (w) => {
      const owner = await subscriber(w);
      const [invoice] = await w.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.userId, owner.id), eq(invoices.status, 'paid')));
      const admin = await w.signIn(ADMIN);
      ok(
        await w.measure(admin, 'POST', `/v1/admin/invoices/${invoice?.id}/refund`, {
          amount: 100,
          reason: 'Walk goodwill',
        }),
      );
    },
  },

  // The sandbox gateway (the browser's side of the payment provider)
  'POST /v1/sandbox/payment-methods': {
    writesNoBusinessData: SANDBOX,
    walk: async (w) => {
      ok(
        await w.measure(w.client(), 'POST', '/v1/sandbox/payment-methods', {
          type: 'card',
          card: {
            number: '4242424242424242',
            exp_month: 12,
            exp_year: new Date().getFullYear() + 4,
            cvc: '123',
          },
          billing_details: { name: 'Wanda Walker' },
        }),
      );
    },
  },
  'POST /v1/sandbox/setup-intents/:id/confirm': {
    writesNoBusinessData: SANDBOX,
    walk: async (w) => {
      const owner = await w.freshOwner();
      const setup = await owner.client.post('/v1/account/billing/sepa-setup');
      ok(setup);
      const { id, clientSecret } = setup.json<{ id: string; clientSecret: string }>();
      ok(
        await w.measure(owner.client, 'POST', `/v1/sandbox/setup-intents/${id}/confirm`, {
          client_secret: clientSecret,
          iban: IBAN,
          name: 'Wanda Walker',
        }),
      );
    },
  },
  'PUT /v1/sandbox/availability': {
    writesNoBusinessData: 'switches the sandbox gateway’s answers (a setting of the sandbox, kept in memory)',
    walk: async (w) => {
      const admin = await w.signIn(ADMIN);
      ok(await w.measure(admin, 'PUT', '/v1/sandbox/availability', { available: true }));
    },
  },
  'POST /v1/sandbox/customers/:id/payments/:paymentId/return': {
    audits: [
      { entityType: 'payment', event: 'debit returned' },
      { entityType: 'invoice', event: 'updated' },
      { entityType: 'subscription', event: 'updated' },
    ],
    walk: async (w) => {
      // A SEPA subscriber whose first debit has settled (the billing cycle asked the sandbox).
      const owner = await w.freshOwner();
      await addSepa(owner.client, IBAN);
      ok(await owner.client.post('/v1/subscription/upgrade', TOOLS_MONTH));
      w.testApp.clock.advance(61 * 60_000);
      await runBillingCycle(w.testApp.deps);
      const [user] = await w.db.select().from(users).where(eq(users.id, owner.id));
      const [debit] = await w.db.select().from(payments).where(eq(payments.userId, owner.id));
      const admin = await w.signIn(ADMIN);
      const path = `/v1/sandbox/customers/${user?.providerCustomerId}/payments/${debit?.gatewayIntentId}/return`;
      ok(await w.measure(admin, 'POST', path, { reason: 'MD06' }));
    },
  },
  'POST /v1/webhooks/stripe': {
    writesNoBusinessData:
      'stores the gateway’s event in the inbox (gateway_events) and queues its job; the job applies it through the same audited functions as the routes',
    walk: async (w) => {
      const event = stripeEvent('payment_intent.succeeded', {
        id: 'pi_capture_walk',
        object: 'payment_intent',
        status: 'succeeded',
      });
      ok(await w.measureRaw(() => deliver(w.app, event.payload)));
    },
  },
};
