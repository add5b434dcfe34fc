import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { ensureGatewayCustomer, mayHaveMovedMoney, type PaymentMethodRow } from '../payments/index';
import { charge } from './charge';
import { type ChargeReservation, closeCharge } from './charge-ledger';
import { paymentDeclined } from './money-errors';
import { moneyTransaction } from './money-lock';

/** What the gateway step of one movement needs beside the reserved charge. */
export interface GatewayStep {
  /** What pays; none when nothing is charged now (paid by invoice, nothing due). */
  method: PaymentMethodRow | null;
  /** What the customer's statement and the gateway's dashboard show. */
  description: string;
  /** Renewals and dunning run without the customer: 3-D Secure cannot be passed then. */
  offSession?: boolean;
  /** Names our records at the gateway beside the charge, the account and the purpose. */
  metadata?: Record<string, string>;
  /**
   * Undoes the reservation when no money moved (declined, refused, never reached the gateway).
   * The default releases the charge; a purpose with more to undo (a purchase's subscription row, a
   * card typed for it) does that too, under the same rule: whoever releases the charge undoes it.
   */
  release?: (intent: GatewayPaymentIntent | null) => Promise<unknown>;
}

/** What names a reserved charge at the gateway: its id (the idempotency key), account and purpose. */
type ChargeIdentity = Pick<
  ChargeReservation,
  'id' | 'userId' | 'purpose' | 'subscriptionId' | 'amount' | 'currencyId'
>;

/**
 * The gateway call of every purpose, the same everywhere: the reserved charge's id is the
 * idempotency key, and the metadata names our charge, account, purpose and subscription beside the
 * purpose's own, so the gateway's record of it can always be found again. What an error or a
 * decline means is the caller's policy (a request releases; a renewal is owed and tries again).
 */
export async function chargeAtGateway(
  deps: AppDeps,
  reserved: ChargeIdentity,
  step: Pick<GatewayStep, 'description' | 'offSession' | 'metadata'> & {
    method: PaymentMethodRow;
    /** The account's gateway customer, when the caller has it already (a renewal batch). */
    customerId?: string | null;
  },
): Promise<GatewayPaymentIntent> {
  return charge(deps, {
    customerId: step.customerId ?? (await ensureGatewayCustomer(deps, reserved.userId)),
    method: step.method,
    amount: reserved.amount,
    currencyId: reserved.currencyId,
    offSession: step.offSession ?? false,
    idempotencyKey: reserved.id,
    description: step.description,
    metadata: {
      ...step.metadata,
      charge: reserved.id,
      account: String(reserved.userId),
      purpose: reserved.purpose,
      subscription: reserved.subscriptionId,
    },
  });
}

/**
 * The gateway step of reserve → charge → record (DESIGN.md §4) for a request: refused or never
 * reached: released, and the error rethrown. A lost answer may hide a charge: the reservation stays
 * for the reconciliation sweep, which asks the gateway. Declined: released, and the decline thrown.
 * Returns null when nothing is charged now.
 */
export async function chargeReserved(
  deps: AppDeps,
  reserved: ChargeReservation,
  step: GatewayStep,
): Promise<GatewayPaymentIntent | null> {
  const { method } = step;
  if (!method || reserved.amount <= 0 || reserved.paymentMethodId !== method.id) return null;
  const release =
    step.release ??
    ((failed: GatewayPaymentIntent | null) =>
      closeCharge(deps.database.db, reserved.id, 'released', deps.clock.now(), {
        gatewayIntentId: failed?.id ?? null,
      }));
  let intent: GatewayPaymentIntent;
  try {
    intent = await chargeAtGateway(deps, reserved, { ...step, method });
  } catch (error) {
    if (!mayHaveMovedMoney(error)) await release(null);
    throw error;
  }
  if (intent.status === 'failed') {
    await release(intent);
    throw paymentDeclined(intent.failureCode);
  }
  return intent;
}

/** What recording a charge came to: the purpose's result, or `lost` when someone else closed it. */
export type Recorded<T> = { recorded: true; result: T } | { recorded: false };

/**
 * The record step, the same for the request and the sweep: in one transaction under the account's
 * money lock, the charge is closed as recorded (with the intent it became) and the purpose records
 * what was bought. Only whoever closes the charge records it, so everything is recorded once.
 */
export function recordCharge<T>(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  reserved: Pick<ChargeReservation, 'id' | 'userId'>,
  intent: GatewayPaymentIntent | null,
  record: (tx: Tx) => Promise<T>,
): Promise<Recorded<T>> {
  return moneyTransaction(deps, reserved.userId, async (tx) => {
    const closed = await closeCharge(tx, reserved.id, 'recorded', deps.clock.now(), {
      gatewayIntentId: intent?.id ?? null,
    });
    if (!closed) return { recorded: false };
    return { recorded: true, result: await record(tx) };
  });
}
