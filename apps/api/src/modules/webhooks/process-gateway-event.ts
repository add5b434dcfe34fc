import { eq } from 'drizzle-orm';
import { gatewayEvents } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { JobHandler, QueueOptions } from '../../platform/jobs/job-types';
import {
  GatewayDeclinedError,
  type GatewayPaymentIntent,
  type PaymentGateway,
} from '../../platform/payments/gateway';
import { accountOfIntent, moneyTransaction, recordDebitReturn } from '../money/index';
import { accessChanged, applyIntentUpdate } from '../subscriptions/index';
import { debitReturnOf, intentIdOf } from './gateway-event';

export const GATEWAY_EVENT_JOB = 'webhooks.gateway-event';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'webhooks.gateway-event': { eventId: string };
  }
}

/**
 * Stately: at most one waiting job per event id (its singletonKey). Retries with backoff over about
 * an hour while the gateway is down; Stripe also redelivers for days, and the SEPA settlement cycle
 * asks the gateway about processing payments anyway.
 */
export const GATEWAY_EVENT_QUEUE: QueueOptions = {
  policy: 'stately',
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 120,
};

export type GatewayEventDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'jobs' | 'gateway' | 'authCache' | 'log'
>;

/** The intent as the gateway has it now; null when the gateway does not know it (not ours). */
async function currentIntent(gateway: PaymentGateway, id: string): Promise<GatewayPaymentIntent | null> {
  try {
    return await gateway.retrievePaymentIntent(id);
  } catch (error) {
    // Unavailable: the job fails and is retried.
    if (error instanceof GatewayDeclinedError) return null;
    throw error;
  }
}

/**
 * The `webhooks.gateway-event` job: processes a stored event once (processed_at, under a row lock).
 * For a payment-intent event it re-reads the intent from the gateway instead of trusting the
 * event's copy, so an old event delivered late cannot move a payment backwards; applyIntentUpdate
 * then ignores news about a payment that is already final. Other events are only marked processed.
 */
export function processGatewayEvent(deps: GatewayEventDeps): JobHandler<'webhooks.gateway-event'> {
  return async ({ data }) => {
    const { db } = deps.database;
    const [event] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.id, data.eventId));
    if (!event || event.processedAt) return;
    const debitReturn = debitReturnOf(event.type, event.payload);
    if (debitReturn) {
      // Recorded once under the account's money lock, whoever reports it first (this, the cycle).
      await recordDebitReturn(deps, debitReturn);
      await db
        .update(gatewayEvents)
        .set({ processedAt: deps.clock.now() })
        .where(eq(gatewayEvents.id, data.eventId));
      return;
    }
    const intentId = intentIdOf(event.type, event.payload);
    // Outside the transaction: the sandbox gateway queries the database itself (one PGlite session).
    const intent = intentId ? await currentIntent(deps.gateway, intentId) : null;
    // The money lock of the account the intent's payment belongs to comes before the event's row lock.
    const owner = intent ? await accountOfIntent(db, intent.id) : null;
    const accountId = await moneyTransaction(deps, owner === null ? [] : [owner], async (tx) => {
      const [locked] = await tx
        .select({ processedAt: gatewayEvents.processedAt })
        .from(gatewayEvents)
        .where(eq(gatewayEvents.id, data.eventId))
        .for('update');
      if (!locked || locked.processedAt) return null;
      const now = deps.clock.now();
      const touched = intent ? await applyIntentUpdate(tx, deps, intent, now) : null;
      await tx.update(gatewayEvents).set({ processedAt: now }).where(eq(gatewayEvents.id, data.eventId));
      return touched;
    });
    accessChanged(deps, [accountId]);
  };
}
