import { notFound } from '../../platform/errors';
import type { ServerMessageKey } from '../../platform/i18n/index';
import { type CardInput, checkCard } from './card-rules';
import type { SandboxContext } from './sandbox-context';
import { SandboxFieldError, SandboxStateError } from './sandbox-errors';
import { randomId, randomToken, sameSecret } from './sandbox-ids';
import type { SandboxPaymentIntentData } from './sandbox-objects';
import { loadIntent } from './sandbox-payment-intents';
import { checkIban } from './sepa-rules';

export interface SandboxCardResult {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What Stripe.js does with a card element: a method not yet attached to anyone. */
export async function createCardMethod(
  context: SandboxContext,
  input: CardInput,
  holderName: string | null,
): Promise<SandboxCardResult> {
  const now = context.clock.now();
  const checked = checkCard(input, now);
  if (!checked.ok) throw new SandboxFieldError(checked.problems);
  const { card } = checked;
  const id = randomId('pm');
  await context.store.insert('payment_method', id, {
    type: 'card',
    customerId: null,
    detached: false,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    bankCode: null,
    country: null,
    holderName,
    mandateReference: null,
    mandateAcceptedAt: null,
    behaviour: card.behaviour,
    authenticated: false,
    created: now.getTime(),
  });
  return { id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

/** Confirms a SEPA setup intent with the IBAN: the mandate is accepted now, the method attached. */
export async function confirmSepaSetup(
  context: SandboxContext,
  input: { setupIntentId: string; clientSecret: string; iban: string; name: string },
): Promise<{ id: string; paymentMethodId: string }> {
  const { store, clock } = context;
  const setup = await store.get('setup_intent', input.setupIntentId);
  if (!setup || !sameSecret(input.clientSecret, setup.clientSecret)) throw notFound();
  if (setup.type !== 'sepa_debit' || setup.status !== 'requires_payment_method') {
    throw new SandboxStateError('payments.sandbox.setupNotPending');
  }
  const problems: Record<string, ServerMessageKey> = {};
  const checked = checkIban(input.iban);
  if (!checked.ok) problems.iban = checked.problem;
  if (input.name.trim() === '') problems.name = 'payments.sepa.nameRequired';
  if (!checked.ok || Object.keys(problems).length > 0) throw new SandboxFieldError(problems);

  const now = clock.now().getTime();
  const paymentMethodId = randomId('pm');
  await store.insert('payment_method', paymentMethodId, {
    type: 'sepa_debit',
    customerId: setup.customerId,
    detached: false,
    brand: null,
    last4: checked.iban.last4,
    expMonth: null,
    expYear: null,
    bankCode: checked.iban.bankCode,
    country: checked.iban.country,
    holderName: input.name.trim(),
    mandateReference: `SANDBOX-${randomToken(16).toUpperCase()}`,
    mandateAcceptedAt: now,
    behaviour: `sepa_${checked.iban.settlement}` as const,
    authenticated: false,
    created: now,
  });
  const confirmed = { ...setup, status: 'succeeded' as const, paymentMethodId };
  if (!(await store.update('setup_intent', input.setupIntentId, confirmed, 'requires_payment_method'))) {
    throw new SandboxStateError('payments.sandbox.setupNotPending');
  }
  return { id: input.setupIntentId, paymentMethodId };
}

/** The intent for the browser that holds its client secret; anyone else learns nothing (404). */
export async function intentForClient(
  context: SandboxContext,
  id: string,
  clientSecret: string,
): Promise<SandboxPaymentIntentData> {
  const intent = await context.store.get('payment_intent', id);
  if (!intent || !sameSecret(clientSecret, intent.clientSecret)) throw notFound();
  return loadIntent(context, id);
}

/** The customer's answer on the 3-D Secure page: complete → succeeded, fail → failed. */
export async function answerChallenge(
  context: SandboxContext,
  input: { id: string; clientSecret: string; result: 'complete' | 'fail' },
): Promise<SandboxPaymentIntentData> {
  const intent = await intentForClient(context, input.id, input.clientSecret);
  if (intent.status !== 'requires_action') throw new SandboxStateError('payments.sandbox.notPending');
  const answered: SandboxPaymentIntentData =
    input.result === 'complete'
      ? { ...intent, status: 'succeeded', failureCode: null }
      : { ...intent, status: 'failed', failureCode: 'authentication_failed' };
  if (!(await context.store.update('payment_intent', input.id, answered, 'requires_action'))) {
    throw new SandboxStateError('payments.sandbox.notPending');
  }
  if (input.result === 'complete') {
    // A card that asks for 3-D Secure once is trusted from now on, off session too.
    const method = await context.store.get('payment_method', intent.paymentMethodId);
    if (method?.behaviour === 'authenticate_once' && !method.authenticated) {
      await context.store.update('payment_method', intent.paymentMethodId, {
        ...method,
        authenticated: true,
      });
    }
  }
  return answered;
}
