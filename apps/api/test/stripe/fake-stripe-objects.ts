import { randomBytes } from 'node:crypto';

/** Stripe objects as they travel on the wire (JSON), only the fields the gateway reads and a few more. */
export type WireObject = Record<string, unknown> & { id: string };

export type CardBehaviour = 'succeed' | 'authenticate' | 'insufficient_funds' | 'card_declined';
export type SepaBehaviour = 'sepa_succeed' | 'sepa_fail';

export interface FakeMethod {
  wire: WireObject & { customer: string | null };
  behaviour: CardBehaviour | SepaBehaviour;
  detached: boolean;
}

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export function cardMethod(input: { brand: string; last4: string; expYear: number; name: string | null }) {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: null,
    billing_details: { name: input.name, email: null, phone: null, address: null },
    card: {
      brand: input.brand,
      display_brand: input.brand,
      last4: input.last4,
      exp_month: 12,
      exp_year: input.expYear,
      country: 'US',
      funding: 'credit',
      checks: null,
    },
    created: unixNow(),
    livemode: false,
    metadata: {},
  };
}

export function sepaMethod(input: { customer: string; bankCode: string; country: string; last4: string }) {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'sepa_debit',
    customer: input.customer,
    billing_details: { name: 'Berta Buyer', email: 'berta@example.test', phone: null, address: null },
    sepa_debit: {
      bank_code: input.bankCode,
      branch_code: '',
      country: input.country,
      fingerprint: 'fp_sepa',
      generated_from: null,
      last4: input.last4,
    },
    created: unixNow(),
    livemode: false,
    metadata: {},
  };
}

export function mandate(paymentMethod: string, reference: string, acceptedAt: number): WireObject {
  return {
    id: stripeId('mandate'),
    object: 'mandate',
    customer_acceptance: {
      accepted_at: acceptedAt,
      type: 'online',
      online: { ip_address: '127.0.0.1', user_agent: 'test' },
    },
    livemode: false,
    multi_use: {},
    payment_method: paymentMethod,
    payment_method_details: {
      type: 'sepa_debit',
      sepa_debit: { reference, url: 'https://stripe.test/mandate' },
    },
    status: 'active',
    type: 'multi_use',
  };
}

/** A card error as Stripe words it (402), with the intent it left behind. */
export function cardError(code: string, declineCode: string, intent: WireObject, method: WireObject) {
  return {
    error: {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message:
        code === 'authentication_required'
          ? 'This payment requires authentication.'
          : 'Your card was declined.',
      payment_intent: intent,
      payment_method: method,
    },
  };
}

export const invalidRequest = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
});
