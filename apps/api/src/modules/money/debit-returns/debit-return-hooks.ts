import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db';
import type { InvoiceRow } from '../../invoices/index';

/**
 * What a reopened invoice means beyond the money, in the transaction that records the return: its
 * subscription goes into dunning (subscriptions' `pastDueOnDebitReturn`). Plugged in from the
 * composition root beside the other purposes' hooks, so money depends on no purpose module.
 */
export type DebitReturnedHook = (
  tx: Tx,
  deps: Pick<AppDeps, 'jobs'>,
  input: { invoice: InvoiceRow; at: Date },
) => Promise<void>;
