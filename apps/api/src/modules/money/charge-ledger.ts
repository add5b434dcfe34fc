import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { charges } from '../../db/schema/index';
import { type Executor, rowsOf } from '../../platform/db';

export type ChargeRow = typeof charges.$inferSelect;
/**
 * `invoice`: the customer pays an open invoice from the invoices screen; `extra_user`: a sub-user
 * added on Tools Enterprise (decision 0057); `refund`: staff give money back (decision 0067);
 * `interval_switch`: a monthly subscription switched to yearly billing at once (decision 0085).
 */
export type ChargePurpose =
  | 'purchase'
  | 'quantity'
  | 'renewal'
  | 'invoice'
  | 'extra_user'
  | 'refund'
  | 'interval_switch';

/**
 * How long the process that reserved a charge has to record it before a sweep settles it from the
 * gateway (CHARGE_LEASE_SECONDS, 60 by default): longer than any gateway call may take (the clients
 * time out sooner), short enough that a crash is settled within two minutes.
 */
export const chargeLeaseMs = (config: Pick<Config, 'CHARGE_LEASE_SECONDS'>): number =>
  config.CHARGE_LEASE_SECONDS * 1000;

export interface ChargeReservation {
  /** Also the gateway call's idempotency key: derived from our record, never random per attempt. */
  id: string;
  purpose: ChargePurpose;
  userId: number;
  subscriptionId: string;
  invoiceId?: number | null;
  paymentMethodId: string | null;
  amount: number;
  currencyId: number;
  plan?: unknown;
}

/**
 * Reserves charges before any money moves. Returns the ids this call reserved: a charge reserved
 * already (the same renewal attempt in another worker) or a second change of a subscription while
 * one is reserved (`charges_one_change_per_subscription`) is left out, and must not be charged.
 */
export async function reserveCharges(
  executor: Executor,
  items: ChargeReservation[],
  now: Date,
  leaseMs: number,
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await executor
    .insert(charges)
    .values(
      items.map((item) => ({
        id: item.id,
        purpose: item.purpose,
        userId: item.userId,
        subscriptionId: item.subscriptionId,
        invoiceId: item.invoiceId ?? null,
        paymentMethodId: item.paymentMethodId,
        amount: item.amount,
        currencyId: item.currencyId,
        status: 'reserved',
        plan: item.plan ?? null,
        leaseUntil,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: charges.id });
  return new Set(rows.map((row) => row.id));
}

/**
 * Closes reserved charges as recorded or released. Returns the ids this call closed: one the sweep
 * (or the request) closed first is left out, so whoever closes a charge is the one who records it.
 */
export async function closeCharges(
  executor: Executor,
  closing: { id: string; gatewayIntentId?: string | null; invoiceId?: number | null }[],
  status: 'recorded' | 'released',
  now: Date,
): Promise<Set<string>> {
  if (closing.length === 0) return new Set();
  // One statement for a whole renewal batch, from a VALUES list of what each charge became.
  const values = sql.join(
    closing.map(
      (item) => sql`(${item.id}, ${item.gatewayIntentId ?? null}::varchar, ${item.invoiceId ?? null}::int)`,
    ),
    sql`, `,
  );
  const result = await executor.execute(sql`
    update ${charges} as c
    set status = ${status}, updated_at = ${now.toISOString()}::timestamptz,
        gateway_intent_id = coalesce(v.intent_id, c.gateway_intent_id),
        invoice_id = coalesce(v.invoice_id, c.invoice_id)
    from (values ${values}) as v(id, intent_id, invoice_id)
    where c.id = v.id and c.status = 'reserved'
    returning c.id`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/** Closes one charge; true when this call closed it. */
export async function closeCharge(
  executor: Executor,
  id: string,
  status: 'recorded' | 'released',
  now: Date,
  details: { gatewayIntentId?: string | null; invoiceId?: number | null } = {},
): Promise<boolean> {
  return (await closeCharges(executor, [{ id, ...details }], status, now)).has(id);
}

/** The charges still reserved among `ids` (a sweep may have closed some meanwhile). */
export async function reservedAmong(executor: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: charges.id })
    .from(charges)
    .where(and(inArray(charges.id, ids), eq(charges.status, 'reserved')));
  return new Set(rows.map((row) => row.id));
}

/** Where a charge stands: reserved, recorded, released, or null when there is none. */
export async function chargeStatus(executor: Executor, id: string): Promise<string | null> {
  const [row] = await executor.select({ status: charges.status }).from(charges).where(eq(charges.id, id));
  return row?.status ?? null;
}

/** Whether a gateway intent is a customer's payment of an invoice (not the engine's collection). */
export async function isInvoicePaymentIntent(executor: Executor, gatewayIntentId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.gatewayIntentId, gatewayIntentId), eq(charges.purpose, 'invoice')))
    .limit(1);
  return row !== undefined;
}

/** Names the invoice a purchase, licence change or extra user issued on its charge, in the record step. */
export async function linkChargeToInvoice(
  executor: Executor,
  chargeId: string,
  invoiceId: number,
): Promise<void> {
  await executor.update(charges).set({ invoiceId }).where(eq(charges.id, chargeId));
}

/** What a charge keeps for its record step (charges.plan), or null when there is no such charge. */
export async function chargePlan(executor: Executor, chargeId: string): Promise<unknown> {
  const [row] = await executor.select({ plan: charges.plan }).from(charges).where(eq(charges.id, chargeId));
  return row?.plan ?? null;
}

/**
 * Whether a licence change, an extra user or a switch to yearly billing of the subscription is
 * reserved and not recorded yet: its charge may be at the gateway, so a change that prices the
 * subscription as it stands (a pause) waits for it.
 */
export async function changeUnderWay(executor: Executor, subscriptionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: charges.id })
    .from(charges)
    .where(
      and(
        eq(charges.subscriptionId, subscriptionId),
        eq(charges.status, 'reserved'),
        inArray(charges.purpose, ['quantity', 'extra_user', 'interval_switch']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
