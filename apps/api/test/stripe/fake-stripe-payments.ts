import { type Answer, dispatch, FakeStripeApi, missing, ok } from './fake-stripe-api';
import { cardError, invalidRequest, stripeId, unixNow, type WireObject } from './fake-stripe-objects';

/**
 * The fake Stripe's payment intents and refunds: a charge answers as the method's behaviour says
 * (succeeded, 3-D Secure, declined, SEPA processing), and the bank or the customer settles it later.
 */
export class FakeStripePayments extends FakeStripeApi {
  readonly intents = new Map<string, WireObject>();
  readonly refunds = new Map<string, WireObject>();

  /** Moves an intent on, as the bank or the customer's 3-D Secure answer would. */
  settle(intentId: string, status: 'succeeded' | 'failed'): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const method = this.methods.get(String(intent.payment_method));
    this.intents.set(
      intentId,
      status === 'succeeded'
        ? { ...intent, status: 'succeeded', last_payment_error: null, next_action: null }
        : {
            ...intent,
            status: 'requires_payment_method',
            payment_method: null,
            last_payment_error: {
              type: 'card_error',
              code: 'payment_intent_payment_attempt_failed',
              payment_method: method?.wire,
            },
          },
    );
  }

  protected override route(method: string, path: string, form: URLSearchParams): Answer {
    return dispatch(method, path, form, [
      ['POST', /^\/v1\/payment_intents$/, (_, f) => this.createIntent(f)],
      ['GET', /^\/v1\/payment_intents\/search$/, (_, f) => this.searchIntents(f)],
      ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([, id = '']) => this.retrieveIntent(id)],
      ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, ([, id = '']) => this.cancelIntent(id)],
      ['POST', /^\/v1\/refunds$/, (_, f) => this.createRefund(f)],
      ['GET', /.*/, () => super.route(method, path, form)],
      ['POST', /.*/, () => super.route(method, path, form)],
    ]);
  }

  private createIntent(form: URLSearchParams): Answer {
    const methodId = form.get('payment_method') ?? '';
    const found = this.methods.get(methodId);
    if (!found) return missing('payment_method', methodId);
    const customer = form.get('customer');
    if (found.wire.customer !== customer) {
      return {
        status: 400,
        body: invalidRequest(
          'The provided PaymentMethod does not belong to the Customer.',
          'payment_method_invalid_parameter',
        ),
      };
    }
    const id = stripeId('pi');
    const base: WireObject = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      customer,
      description: form.get('description'),
      client_secret: `${id}_secret_${stripeId('s')}`,
      payment_method: methodId,
      payment_method_types: [form.get('allowed_payment_method_types[0]')],
      last_payment_error: null,
      next_action: null,
      created: unixNow(),
      livemode: false,
      metadata: { portal_charge: form.get('metadata[portal_charge]') },
    };
    const offSession = form.get('off_session') === 'true';
    const failed = (code: string, declineCode: string): Answer => {
      const lastError = { type: 'card_error', code, decline_code: declineCode, payment_method: found.wire };
      const intent = {
        ...base,
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: lastError,
      };
      this.intents.set(id, intent);
      return { status: 402, body: cardError(code, declineCode, intent, found.wire) };
    };
    switch (found.behaviour) {
      case 'insufficient_funds':
        return failed('card_declined', 'insufficient_funds');
      case 'card_declined':
        return failed('card_declined', 'generic_decline');
      case 'authenticate':
        if (offSession) return failed('authentication_required', 'authentication_required');
        this.intents.set(id, { ...base, status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
        break;
      case 'sepa_succeed':
      case 'sepa_fail':
        this.intents.set(id, { ...base, status: 'processing' });
        break;
      default:
        this.intents.set(id, { ...base, status: 'succeeded' });
    }
    return ok(this.intents.get(id));
  }

  private cancelIntent(id: string): Answer {
    const intent = this.intents.get(id);
    if (!intent) return missing('payment_intent', id);
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
      return {
        status: 400,
        body: invalidRequest(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        ),
      };
    }
    const canceled = { ...intent, status: 'canceled', next_action: null };
    this.intents.set(id, canceled);
    return ok(canceled);
  }

  /** Only the one query the gateway sends: `metadata['portal_charge']:'<reference>'`. */
  private searchIntents(query: URLSearchParams): Answer {
    const reference = /^metadata\['portal_charge'\]:'(.*)'$/.exec(query.get('query') ?? '')?.[1];
    const data = [...this.intents.values()].filter(
      (intent) => (intent.metadata as Record<string, unknown> | undefined)?.portal_charge === reference,
    );
    return ok({ object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' });
  }

  private retrieveIntent(id: string): Answer {
    const intent = this.intents.get(id);
    return intent ? ok(intent) : missing('payment_intent', id);
  }

  private createRefund(form: URLSearchParams): Answer {
    const intentId = form.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent) return missing('payment_intent', intentId);
    if (intent.status !== 'succeeded') {
      return {
        status: 400,
        body: invalidRequest(
          'This PaymentIntent has no successful charge to refund.',
          'charge_not_refundable',
        ),
      };
    }
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = Number(form.get('amount') ?? intent.amount);
    if (refunded + amount > Number(intent.amount)) {
      return {
        status: 400,
        body: invalidRequest(
          'Refund amount is greater than unrefunded amount on charge.',
          'amount_too_large',
        ),
      };
    }
    const refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      created: unixNow(),
    };
    this.refunds.set(refund.id, refund);
    return ok(refund);
  }
}
