import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import type { InvoiceRow } from '../invoices/index';
import type { ChargePurpose, ChargeRow } from './charge-ledger';
import type { DebitReturnedHook } from './debit-returns/debit-return-hooks';

/**
 * Settles a charge of one purpose that a crash or a lost answer left reserved, from the gateway's
 * record of its key: records it as the request would have, or undoes it. Returns what it became
 * (`waiting` when the gateway has not decided yet: a later sweep looks again).
 */
export type ChargeSettler = (deps: AppDeps, charge: ChargeRow) => Promise<string>;

/**
 * What a paid invoice means beyond the money (its subscription active again, a first purchase
 * started), in the transaction that records the payment. `context` is the payer; none for the system.
 */
export type InvoicePaidHook = (
  tx: Tx,
  input: { invoice: InvoiceRow; intent: GatewayPaymentIntent; at: Date; context?: RequestContext },
) => Promise<void>;

/**
 * What each purpose plugs into the one money path beside its pricing, reservation and record: how a
 * charge left half-done is settled, and what a paid open invoice does to what it bills. The modules
 * that own the purposes hand them over from the composition root (compose-deps.ts), so the money
 * module depends on none of them.
 */
export interface MoneyPurposes {
  settlers: Record<Exclude<ChargePurpose, 'invoice' | 'refund'>, ChargeSettler>;
  invoicePaid: InvoicePaidHook;
  /** A paid invoice reopened by a returned SEPA debit: its subscription goes into dunning. */
  debitReturned: DebitReturnedHook;
}

let purposes: MoneyPurposes | null = null;

export function plugMoneyPurposes(plugged: MoneyPurposes): void {
  purposes = plugged;
}

export function moneyPurposes(): MoneyPurposes {
  if (!purposes) throw new Error('the money purposes were not plugged in (compose-deps.ts)');
  return purposes;
}
