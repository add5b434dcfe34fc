import {
  type CardBehaviour,
  cardMethod,
  type FakeMethod,
  invalidRequest,
  mandate,
  type SepaBehaviour,
  sepaMethod,
  stripeId,
  unixNow,
  type WireObject,
} from './fake-stripe-objects';

export interface Answer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const missing = (what: string, id: string): Answer => ({
  status: 404,
  body: invalidRequest(`No such ${what}: '${id}'`, 'resource_missing'),
});

export type Route = [
  verb: string,
  pattern: RegExp,
  handler: (match: RegExpMatchArray, form: URLSearchParams) => Answer,
];

/** The first route matching the method and path, else Stripe's answer to an unknown URL. */
export function dispatch(method: string, path: string, form: URLSearchParams, routes: Route[]): Answer {
  for (const [verb, pattern, handler] of routes) {
    const match = path.match(pattern);
    if (verb === method && match) return handler(match, form);
  }
  return { status: 404, body: invalidRequest(`Unrecognized request URL (${method}: ${path}).`) };
}

/**
 * The fake Stripe's customers, payment methods and setup intents (with SEPA mandates), and what
 * Stripe.js does to them in the browser.
 */
export class FakeStripeApi {
  readonly customers = new Map<string, WireObject>();
  readonly methods = new Map<string, FakeMethod>();
  readonly setupIntents = new Map<string, WireObject>();

  /** What Stripe.js does with a card element: a method attached to nobody yet. */
  createCard(behaviour: CardBehaviour = 'succeed', last4 = '4242'): string {
    const wire = cardMethod({ brand: 'visa', last4, expYear: 2031, name: 'Berta Buyer' });
    this.methods.set(wire.id, { wire, behaviour, detached: false });
    return wire.id;
  }

  /** What Stripe.js does with the IBAN: confirms the setup intent, which attaches the method and makes a mandate. */
  confirmSepaSetup(setupIntentId: string, behaviour: SepaBehaviour = 'sepa_succeed'): string {
    const setup = this.setupIntents.get(setupIntentId);
    if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
    const wire = sepaMethod({
      customer: String(setup.customer),
      bankCode: '19043',
      country: 'AT',
      last4: '3201',
    });
    this.methods.set(wire.id, { wire, behaviour, detached: false });
    const accepted = mandate(wire.id, 'MANDATE-REF-0001', 1_767_225_600);
    this.setupIntents.set(setupIntentId, {
      ...setup,
      status: 'succeeded',
      payment_method: wire.id,
      mandate: accepted,
    });
    return wire.id;
  }

  protected route(method: string, path: string, form: URLSearchParams): Answer {
    return dispatch(method, path, form, [
      ['POST', /^\/v1\/customers$/, (_, f) => this.createCustomer(f)],
      ['POST', /^\/v1\/setup_intents$/, (_, f) => this.createSetupIntent(f)],
      ['GET', /^\/v1\/setup_intents$/, (_, f) => this.listSetupIntents(f)],
      ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([, id = '']) => this.retrieveMethod(id)],
      ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, ([, id = ''], f) => this.attach(id, f)],
      ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, ([, id = '']) => this.detach(id)],
    ]);
  }

  private createCustomer(form: URLSearchParams): Answer {
    const customer = {
      id: stripeId('cus'),
      object: 'customer',
      email: form.get('email'),
      name: form.get('name'),
      metadata: { accountId: form.get('metadata[accountId]') },
      created: unixNow(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return ok(customer);
  }

  private createSetupIntent(form: URLSearchParams): Answer {
    const customer = form.get('customer') ?? '';
    if (!this.customers.has(customer)) return missing('customer', customer);
    const id = stripeId('seti');
    const setup = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${stripeId('s')}`,
      customer,
      status: 'requires_payment_method',
      payment_method: null,
      mandate: null,
      usage: form.get('usage'),
      payment_method_types: [form.get('allowed_payment_method_types[0]')],
      livemode: false,
    };
    this.setupIntents.set(id, setup);
    return ok(setup);
  }

  private listSetupIntents(query: URLSearchParams): Answer {
    const expandMandate = [...query.entries()].some(
      ([k, v]) => k.startsWith('expand') && v === 'data.mandate',
    );
    const data = [...this.setupIntents.values()]
      .filter((s) => s.customer === query.get('customer') && s.payment_method === query.get('payment_method'))
      .map((s) =>
        expandMandate || s.mandate === null ? s : { ...s, mandate: (s.mandate as WireObject).id },
      );
    return ok({ object: 'list', data, has_more: false, url: '/v1/setup_intents' });
  }

  private retrieveMethod(id: string): Answer {
    const found = this.methods.get(id);
    return found ? ok(found.wire) : missing('payment_method', id);
  }

  private attach(id: string, form: URLSearchParams): Answer {
    const found = this.methods.get(id);
    if (!found) return missing('payment_method', id);
    const customer = form.get('customer') ?? '';
    if (!this.customers.has(customer)) return missing('customer', customer);
    if (found.detached) {
      return {
        status: 400,
        body: invalidRequest(
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        ),
      };
    }
    if (found.wire.customer !== null && found.wire.customer !== customer) {
      return {
        status: 400,
        body: invalidRequest('The payment method you provided has already been attached to a customer.'),
      };
    }
    found.wire.customer = customer;
    return ok(found.wire);
  }

  private detach(id: string): Answer {
    const found = this.methods.get(id);
    if (!found) return missing('payment_method', id);
    if (found.wire.customer === null) {
      return {
        status: 400,
        body: invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        ),
      };
    }
    found.wire.customer = null;
    found.detached = true;
    return ok(found.wire);
  }
}
