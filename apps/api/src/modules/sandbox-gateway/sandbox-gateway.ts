import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import {
  type GatewayDebitReturn,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../platform/payments/gateway';
import type { CardInput } from './card-rules';
import {
  answerChallenge,
  confirmSepaSetup,
  createCardMethod,
  intentForClient,
  type SandboxCardResult,
} from './sandbox-browser';
import type { SandboxContext } from './sandbox-context';
import {
  attachPaymentMethod,
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
} from './sandbox-methods';
import type { SandboxPaymentIntentData } from './sandbox-objects';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  retrievePaymentIntent,
} from './sandbox-payment-intents';
import { refund } from './sandbox-refunds';
import { debitReturns, returnDebit } from './sandbox-returns';
import { createSandboxStore } from './sandbox-store';

export interface SandboxOptions {
  config: Config;
  db: Db;
  clock: Clock;
}

/** What the browser does against the gateway (Stripe.js in production): the /v1/sandbox/ routes. */
export interface SandboxBrowser {
  createCardMethod(input: CardInput, holderName: string | null): Promise<SandboxCardResult>;
  confirmSepaSetup(input: {
    setupIntentId: string;
    clientSecret: string;
    iban: string;
    name: string;
  }): Promise<{ id: string; paymentMethodId: string }>;
  intentForClient(id: string, clientSecret: string): Promise<SandboxPaymentIntentData>;
  answerChallenge(input: {
    id: string;
    clientSecret: string;
    result: 'complete' | 'fail';
  }): Promise<SandboxPaymentIntentData>;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  readonly browser: SandboxBrowser;
  /** Staff's action: the bank returns a settled SEPA debit now (sandbox-returns.ts). */
  returnDebit(input: {
    customerId: string;
    paymentIntentId: string;
    reason: string;
  }): Promise<GatewayDebitReturn>;
  isAvailable(): boolean;
  /** The provider-down switch (spec §8): while off, every call throws GatewayUnavailableError. */
  setAvailable(available: boolean): void;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'browser' in gateway;
}

/**
 * The default gateway: in-process, its objects in `sandbox_objects`, time from deps.clock, Stripe's
 * test cards and IBANs (docs/decisions/0015-sandbox-gateway.md). Never call it inside a database
 * transaction: on PGlite (one session) its own queries would wait for that transaction forever.
 */
export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const context: SandboxContext = { ...options, store: createSandboxStore(options.db, options.clock) };
  // A runtime switch; SANDBOX_UNAVAILABLE only sets where it starts.
  let available = !options.config.SANDBOX_UNAVAILABLE;
  const guarded =
    <A extends unknown[], R>(call: (context: SandboxContext, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!available) throw new GatewayUnavailableError('the sandbox gateway is switched off', false);
      return call(context, ...args);
    };

  return {
    name: 'sandbox',
    createCustomer: guarded(createCustomer),
    createSetupIntent: guarded(createSetupIntent),
    attachPaymentMethod: guarded(attachPaymentMethod),
    detachPaymentMethod: guarded(detachPaymentMethod),
    createPaymentIntent: guarded(createPaymentIntent),
    retrievePaymentIntent: guarded(retrievePaymentIntent),
    findPaymentIntent: guarded(findPaymentIntent),
    cancelPaymentIntent: guarded(cancelPaymentIntent),
    refund: guarded(refund),
    debitReturns: guarded(debitReturns),
    returnDebit: guarded(returnDebit),
    browser: {
      createCardMethod: guarded(createCardMethod),
      confirmSepaSetup: guarded(confirmSepaSetup),
      intentForClient: guarded(intentForClient),
      answerChallenge: guarded(answerChallenge),
    },
    isAvailable: () => available,
    setAvailable(next) {
      available = next;
    },
  };
}
