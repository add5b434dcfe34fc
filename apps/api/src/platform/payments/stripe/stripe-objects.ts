import type Stripe from 'stripe';
import {
  type Currency,
  GatewayDeclinedError,
  type GatewayPaymentIntent,
  type GatewayPaymentMethod,
  type PaymentIntentStatus,
} from '../gateway';

/** What Stripe says went wrong: a PaymentIntent's last_payment_error or the error of the request. */
export interface StripeFailure {
  code?: string | null | undefined;
  decline_code?: string | null | undefined;
  payment_method?: { type: string } | null | undefined;
}

type Outcome = Pick<GatewayPaymentIntent, 'status' | 'failureCode'>;

/** Stripe's per-request options of a call that names its idempotency key; none when it names none. */
export function requestOptions(options: { idempotencyKey?: string }): Stripe.RequestOptions {
  return options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {};
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * Our failure codes, as the sandbox names them, so messages and dunning read the same either way:
 * a failed SEPA debit is `sepa_debit_failed`, a failed 3-D Secure `authentication_failed`, a card
 * decline its decline code (`insufficient_funds`) or `card_declined` for Stripe's generic one.
 */
export function failureCodeOf(failure: StripeFailure | null | undefined): string {
  if (!failure) return 'payment_failed';
  if (failure.payment_method?.type === 'sepa_debit') return 'sepa_debit_failed';
  if (failure.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  const declineCode =
    failure.decline_code && failure.decline_code !== 'generic_decline' ? failure.decline_code : null;
  // failure_code is varchar(64).
  return (declineCode ?? failure.code ?? 'payment_failed').slice(0, 64);
}

/**
 * Stripe's eight statuses in our four. requires_payment_method means the last attempt failed —
 * except an off-session card that needs 3-D Secure: as in the sandbox it stays open
 * (requires_action, authentication_required) so the customer can confirm the same intent later.
 */
export function outcomeOf(status: Stripe.PaymentIntent.Status, failure: StripeFailure | null): Outcome {
  const clean = (next: PaymentIntentStatus): Outcome => ({ status: next, failureCode: null });
  switch (status) {
    case 'succeeded':
      return clean('succeeded');
    case 'requires_action':
    case 'requires_confirmation':
      return clean('requires_action');
    case 'requires_payment_method':
      if (failure?.code === 'authentication_required') {
        return { status: 'requires_action', failureCode: 'authentication_required' };
      }
      return { status: 'failed', failureCode: failureCodeOf(failure) };
    case 'canceled':
      return { status: 'failed', failureCode: 'canceled' };
    default:
      // processing, requires_capture and any status Stripe adds later: not final, ask again later.
      return clean('processing');
  }
}

export function currencyOf(currency: string): Currency {
  if (currency === 'eur' || currency === 'usd') return currency;
  throw new GatewayDeclinedError('currency_unsupported', `unexpected currency ${currency}`);
}

export function toGatewayIntent(intent: Stripe.PaymentIntent, failure?: StripeFailure): GatewayPaymentIntent {
  const outcome = outcomeOf(intent.status, failure ?? intent.last_payment_error);
  return {
    id: intent.id,
    status: outcome.status,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: currencyOf(intent.currency),
    // Stripe clears payment_method after a failed attempt; the error still names it.
    paymentMethodId: idOf(intent.payment_method) ?? idOf(intent.last_payment_error?.payment_method) ?? '',
    failureCode: outcome.failureCode,
  };
}

/** A card or SEPA method; the SEPA mandate (reference, acceptance) comes from its setup intent. */
export function toGatewayMethod(
  method: Stripe.PaymentMethod,
  mandate: Stripe.Mandate | null,
): GatewayPaymentMethod {
  const holderName = method.billing_details.name ?? null;
  if (method.type === 'card' && method.card) {
    return {
      id: method.id,
      type: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      bankCode: null,
      country: null,
      holderName,
      mandateReference: null,
      mandateAcceptedAt: null,
    };
  }
  if (method.type === 'sepa_debit' && method.sepa_debit) {
    const acceptedAt = mandate?.customer_acceptance.accepted_at ?? null;
    return {
      id: method.id,
      type: 'sepa_debit',
      brand: null,
      last4: method.sepa_debit.last4 ?? '',
      expMonth: null,
      expYear: null,
      bankCode: method.sepa_debit.bank_code,
      country: method.sepa_debit.country,
      holderName,
      mandateReference: mandate?.payment_method_details.sepa_debit?.reference ?? null,
      mandateAcceptedAt: acceptedAt === null ? null : new Date(acceptedAt * 1000),
    };
  }
  throw new GatewayDeclinedError('payment_method_type_unsupported', `unsupported method type ${method.type}`);
}
