import {
  type SandboxChallenge,
  type SandboxConfirmSetup,
  type SandboxCreatePaymentMethod,
  sandboxRoutes,
} from '@portal/contract';
import { isHandledGlobally } from '../../errors/describe-error';
import { call } from '../../http/http-client';
import { isHttpError } from '../../http/http-error';
import { i18n } from '../../i18n/i18n';
import { PaymentsError } from '../payments';

// The sandbox's browser calls (what Stripe.js does against Stripe). Their failures reach the screen
// as one PaymentsError, so the app-wide reaction must not also react (a 404 is an unknown secret, not
// a missing page; a 503 is the provider being down, which the screen words itself).
const HANDLED = [404, 409, 422, 500, 502, 503, 504] as const;

/** The sandbox's answer as the interface's error, with the sentence to show. */
export function toPaymentsError(error: unknown): PaymentsError {
  if (error instanceof PaymentsError) return error;
  if (isHttpError(error)) {
    const firstFieldMessage = Object.values(error.body.errors ?? {}).flat()[0];
    if (firstFieldMessage) return new PaymentsError('invalid_input', firstFieldMessage);
    if (error.body.status === 'gateway_unavailable' && error.body.message) {
      return new PaymentsError('unavailable', error.body.message);
    }
    if (error.statusCode === 409 && error.body.message) {
      return new PaymentsError('unexpected', error.body.message);
    }
  } else {
    console.error('Sandbox payments call failed', error);
  }
  return new PaymentsError('unexpected', i18n.t('payments.errors.unexpected'));
}

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // What the app already reacted to (an ended session, 403, 419) stays as it is: screens show nothing more.
    throw isHandledGlobally(error) ? error : toPaymentsError(error);
  }
}

/** `POST /v1/sandbox/payment-methods`: a card method not yet attached to anyone. */
export const createSandboxCard = (body: SandboxCreatePaymentMethod) =>
  translated(() => call(sandboxRoutes.createPaymentMethod, { body }, { handledStatuses: HANDLED }));

/** `POST /v1/sandbox/setup-intents/:id/confirm`: the IBAN accepted as a SEPA mandate. */
export const confirmSandboxSetup = (setupIntentId: string, body: SandboxConfirmSetup) =>
  translated(() =>
    call(sandboxRoutes.confirmSetup, { params: { id: setupIntentId }, body }, { handledStatuses: HANDLED }),
  );

/** `GET /v1/sandbox/payment-intents/:id?client_secret=…`: the intent as its client sees it. */
export const fetchSandboxIntent = (intentId: string, clientSecret: string) =>
  translated(() =>
    call(
      sandboxRoutes.paymentIntent,
      { params: { id: intentId }, query: { client_secret: clientSecret } },
      {
        handledStatuses: HANDLED,
      },
    ),
  );

/** `POST /v1/sandbox/payment-intents/:id/challenge`: the customer's answer to 3-D Secure. */
export const answerSandboxChallenge = (intentId: string, body: SandboxChallenge) =>
  translated(() =>
    call(sandboxRoutes.answerChallenge, { params: { id: intentId }, body }, { handledStatuses: HANDLED }),
  );
