import { and, eq, inArray } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { recordAudits } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import type { InvoiceRow } from '../../invoices/index';
import {
  chargeAtGateway,
  chargeLeaseMs,
  closeCharges,
  moneyTransaction,
  recordCollectedAttempts,
  reserveCharges,
} from '../../money/index';
import { findDefaultPaymentMethod, type PaymentMethodRow } from '../../payments/index';
import { accessChanged } from '../access-changed';
import type { SubscriptionRow } from '../subscription-queries';
import { transitionSubscription } from '../transition-subscription';
import { applyPaymentFailure } from './payment-failure';

/** paid; pending (SEPA settling, bank transfer); past_due or ended (dunning); unavailable (try later). */
export type CollectionOutcome = 'paid' | 'pending' | 'past_due' | 'ended' | 'unavailable';

export interface Collection {
  subscription: SubscriptionRow;
  name: string;
  invoice: InvoiceRow;
  /** 0 for the renewal itself, 1–3 for dunning retries. */
  attempt: number;
  at: Date;
  /** Known from the renewal's own query; looked up when absent. */
  method?: PaymentMethodRow | null;
  customerId?: string | null;
  /** Its charge was reserved with the invoice (a renewal), or by the sweep that settles it. */
  chargeReserved?: boolean;
}

/** The charge record (and gateway idempotency key) of one collection attempt of an invoice. */
export const collectionChargeId = (invoiceId: number, attempt: number) =>
  `invoice-${invoiceId}-attempt-${attempt}`;

/** Runs `work` over `items`, at most `lanes` at a time (PGlite has one session: 1 there). */
export async function eachLimited<T>(
  items: T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(workers);
}

async function attemptCharge(
  deps: AppDeps,
  item: Collection,
): Promise<GatewayPaymentIntent | null | 'unavailable'> {
  const method =
    item.method === undefined
      ? await findDefaultPaymentMethod(deps.database.db, item.subscription.userId)
      : item.method;
  if (!method) return null;
  item.method = method;
  try {
    return await chargeAtGateway(
      deps,
      {
        id: collectionChargeId(item.invoice.id, item.attempt),
        userId: item.subscription.userId,
        purpose: 'renewal',
        subscriptionId: item.subscription.id,
        amount: item.invoice.gross,
        currencyId: item.invoice.currencyId,
      },
      {
        method,
        customerId: item.customerId,
        offSession: true,
        description: item.name,
        metadata: { invoice: String(item.invoice.id) },
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'gateway_unavailable') return 'unavailable';
    throw error;
  }
}

/**
 * Reserves the charge of every attempt not reserved yet (dunning retries): an attempt another worker
 * reserved first is not charged here. Returns the charge ids this call may charge.
 */
async function reserveCollections(deps: AppDeps, items: Collection[]): Promise<Set<string>> {
  const toCharge = items.filter((item) => !item.subscription.payByInvoice);
  const given = toCharge.filter((item) => item.chargeReserved);
  const reserved = await reserveCharges(
    deps.database.db,
    toCharge
      .filter((item) => !item.chargeReserved)
      .map((item) => ({
        id: collectionChargeId(item.invoice.id, item.attempt),
        purpose: 'renewal' as const,
        userId: item.subscription.userId,
        subscriptionId: item.subscription.id,
        invoiceId: item.invoice.id,
        paymentMethodId: item.method?.id ?? null,
        amount: item.invoice.gross,
        currencyId: item.invoice.currencyId,
        plan: { attempt: item.attempt },
      })),
    deps.clock.now(),
    chargeLeaseMs(deps.config),
  );
  for (const item of given) reserved.add(collectionChargeId(item.invoice.id, item.attempt));
  return reserved;
}

/**
 * Charges renewal invoices off-session with each account's default method (`lanes` at a time), then
 * records every outcome in one transaction: payments in one insert, paid invoices in one update.
 * Declines and cards that need 3-D Secure (which cannot be passed without the customer) are failed
 * attempts and go to dunning; an unreachable gateway does not count and is tried next cycle.
 */
export async function collectRenewals(
  deps: AppDeps,
  items: Collection[],
  lanes: number,
): Promise<CollectionOutcome[]> {
  const mine = await reserveCollections(deps, items);
  const results: (GatewayPaymentIntent | null | 'unavailable' | 'bank transfer' | 'elsewhere')[] = new Array(
    items.length,
  );
  await eachLimited(
    items.map((item, index) => ({ item, index })),
    lanes,
    async ({ item, index }) => {
      if (item.subscription.payByInvoice) results[index] = 'bank transfer';
      else if (!mine.has(collectionChargeId(item.invoice.id, item.attempt))) results[index] = 'elsewhere';
      else results[index] = await attemptCharge(deps, item);
    },
  );
  const accounts = items.map((item) => item.subscription.userId);
  const outcomes = await moneyTransaction(deps, accounts, async (tx) => {
    // Only the charges this call closes are recorded here: the sweep may have settled some.
    const closed = await closeCharges(
      tx,
      items.flatMap((item, index) => {
        const result = results[index];
        if (result === 'unavailable' || result === 'bank transfer' || result === 'elsewhere') return [];
        return [
          { id: collectionChargeId(item.invoice.id, item.attempt), gatewayIntentId: result?.id ?? null },
        ];
      }),
      'recorded',
      deps.clock.now(),
    );
    for (const [index, item] of items.entries()) {
      if (
        !closed.has(collectionChargeId(item.invoice.id, item.attempt)) &&
        results[index] !== 'unavailable'
      ) {
        if (results[index] !== 'bank transfer') results[index] = 'elsewhere';
      }
    }
    const charged = items.flatMap((item, index) => {
      const intent = results[index];
      return intent && typeof intent === 'object' ? [{ item, intent }] : [];
    });
    await recordCollectedAttempts(
      tx,
      charged.map(({ item, intent }) => ({
        accountId: item.subscription.userId,
        invoiceId: item.invoice.id,
        paymentMethodId: item.method?.id ?? null,
        intent,
        currencyId: item.invoice.currencyId,
        at: item.at,
      })),
    );
    const paid = charged.filter(({ intent }) => intent.status === 'succeeded');
    if (paid.length > 0) {
      const ids = paid.map(({ item }) => item.invoice.id);
      const at = paid[0]?.item.at ?? deps.clock.now();
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: at, updatedAt: at })
        .where(and(inArray(invoices.id, ids), eq(invoices.status, 'open')));
      await recordAudits(
        tx,
        paid.map(({ item }) => ({
          entityType: 'invoice',
          entityId: item.invoice.id,
          event: 'updated',
          editor: null,
          accountId: item.subscription.userId,
          oldValues: { status: 'open', paid_at: null },
          newValues: { status: 'paid', paid_at: item.at },
        })),
      );
    }
    const outcomes: CollectionOutcome[] = [];
    for (const [index, item] of items.entries()) {
      const result = results[index];
      // Unavailable: the charge stays reserved and the sweep asks the gateway once its lease ends.
      if (result === 'unavailable') outcomes.push('unavailable');
      else if (result === 'bank transfer' || result === 'elsewhere') outcomes.push('pending');
      else if (result && (result.status === 'succeeded' || result.status === 'processing')) {
        if (item.subscription.status !== 'active') {
          await transitionSubscription(tx, {
            subscription: item.subscription,
            from: ['past_due'],
            to: 'active',
            set: { dunningAttempts: 0 },
            at: item.at,
            details: { payment: result.status },
          });
        }
        outcomes.push(result.status === 'succeeded' ? 'paid' : 'pending');
      } else {
        outcomes.push(await applyPaymentFailure(tx, deps, { ...item, reason: result?.failureCode ?? null }));
      }
    }
    return outcomes;
  });
  accessChanged(
    deps,
    items.filter((_, index) => outcomes[index] === 'ended').map((item) => item.subscription.userId),
  );
  return outcomes;
}
