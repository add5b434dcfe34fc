import { eq, inArray } from 'drizzle-orm';
import { charges, invoices, payments, sandboxObjects, subscriptions } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import type { PaymentGateway } from '../../src/platform/payments/gateway';

interface SandboxIntent {
  status: string;
  amount: number;
  customerId: string;
  metadata?: Record<string, string>;
}

/** Every payment intent the sandbox gateway holds: the gateway's side of the books. */
export async function gatewayIntents(db: Db): Promise<(SandboxIntent & { id: string })[]> {
  const rows = await db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'payment_intent'));
  return rows.map((row) => ({ id: row.id, ...(row.data as unknown as SandboxIntent) }));
}

/**
 * The books as an auditor reads them: every intent that took or may take money (succeeded,
 * processing) has exactly one payment row of ours; charges still reserved; open invoices of live
 * subscriptions that nothing will collect (no payment attempt, no reserved charge, not paid by
 * bank transfer).
 */
export async function auditBooks(db: Db) {
  const intents = await gatewayIntents(db);
  const moved = intents.filter((intent) => intent.status === 'succeeded' || intent.status === 'processing');
  const paymentRows = moved.length
    ? await db
        .select({ intent: payments.gatewayIntentId })
        .from(payments)
        .where(
          inArray(
            payments.gatewayIntentId,
            moved.map((intent) => intent.id),
          ),
        )
    : [];
  const recordedCount = new Map<string, number>();
  for (const row of paymentRows) recordedCount.set(row.intent, (recordedCount.get(row.intent) ?? 0) + 1);
  const unrecorded = moved.filter((intent) => recordedCount.get(intent.id) !== 1);

  const reserved = await db.select().from(charges).where(eq(charges.status, 'reserved'));
  const open = await db
    .select({ invoice: invoices, subscription: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.status, 'open'));
  const attempts = open.length
    ? await db
        .select({ invoiceId: payments.invoiceId })
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            open.map((row) => row.invoice.id),
          ),
        )
    : [];
  const attempted = new Set(attempts.map((row) => row.invoiceId));
  const unpayable = open.filter(
    ({ invoice, subscription }) =>
      !subscription.payByInvoice &&
      subscription.status !== 'ended' &&
      !attempted.has(invoice.id) &&
      !reserved.some((charge) => charge.invoiceId === invoice.id),
  );
  return { intents, moved, unrecorded, reserved, unpayable };
}

/**
 * Makes every charge wait `ms` at the gateway, as a slow bank does: requests that arrive meanwhile
 * really overlap the charge, on PGlite's single session too. Returns a function that undoes it.
 */
export function slowCharges(gateway: PaymentGateway, ms: number): () => void {
  const original = gateway.createPaymentIntent;
  gateway.createPaymentIntent = async (input) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return original.call(gateway, input);
  };
  return () => {
    gateway.createPaymentIntent = original;
  };
}

/**
 * Stops the process at the gateway, as `kill -9` would: the first `answered` calls go through as
 * usual; the next one reaches the gateway (and takes the money) only if `chargesFirst`, and is never
 * answered; later calls never arrive. Nothing after that runs — no record, no compensation.
 * `crashed()` tells when the process is dead; `revive()` ends the crash.
 */
export function crashAtGateway(
  gateway: PaymentGateway,
  options: { answered?: number; chargesFirst: boolean },
) {
  const original = gateway.createPaymentIntent;
  let calls = 0;
  let dying = false;
  let dead = false;
  let answering = 0;
  gateway.createPaymentIntent = async (input) => {
    calls += 1;
    if (calls <= (options.answered ?? 0)) {
      answering += 1;
      return original.call(gateway, input).finally(() => {
        answering -= 1;
      });
    }
    // Decided before any await: of calls arriving together (parallel lanes), one is the last.
    const last = !dying;
    dying = true;
    if (last && options.chargesFirst) await original.call(gateway, input);
    if (last) dead = true;
    return new Promise<never>(() => {});
  };
  return {
    crashed: () => dead && answering === 0,
    revive: () => {
      gateway.createPaymentIntent = original;
    },
  };
}

/** Waits until `done()` holds (the crashed work has reached its gateway call). */
export async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
