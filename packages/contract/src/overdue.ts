import { addUtcDays } from './dates/index';
import { DUNNING_RETRY_DAYS } from './dunning';
import type { INVOICE_PAYMENT_TYPES } from './invoices';

/**
 * When an open invoice counts as overdue (decision 0073). A card or SEPA invoice is ours to collect:
 * it is due on its issue day, and the dunning schedule keeps collecting it until its last retry, so
 * it is overdue only once that retry's day has passed unpaid. A bank transfer is the customer's to
 * send: it is overdue once its due date and a few days for the money to arrive have passed. A
 * payment still on its way (a SEPA debit the bank has not settled) is never overdue.
 */

/** Days a transfer may take to arrive after its due date (a weekend plus the next banking day). */
export const TRANSFER_GRACE_DAYS = 3;

/** Days after the issue day a card or SEPA invoice is collected: the dunning schedule's last retry. */
export const COLLECTION_DAYS = DUNNING_RETRY_DAYS[DUNNING_RETRY_DAYS.length - 1] as number;

type InvoicePaymentType = (typeof INVOICE_PAYMENT_TYPES)[number];

/**
 * The instant from which an open invoice, paid by `method`, is overdue. A card or SEPA invoice is
 * collected from its issue, or from the return of its debit when a returned SEPA debit reopened it
 * (its `dueAt` then lies after its issue; decision 0083).
 */
export function overdueFrom(method: InvoicePaymentType, issuedAt: Date, dueAt: Date): Date {
  return method === 'invoice'
    ? addUtcDays(dueAt, TRANSFER_GRACE_DAYS)
    : addUtcDays(dueAt > issuedAt ? dueAt : issuedAt, COLLECTION_DAYS);
}

/**
 * How finance reads an open invoice: a transfer not yet due, or past due within its grace; a card or
 * SEPA invoice still being collected; a payment of it on its way (settling); or overdue.
 */
export const RECEIVABLE_STANDINGS = ['not_due', 'grace', 'collecting', 'settling', 'overdue'] as const;
export type ReceivableStanding = (typeof RECEIVABLE_STANDINGS)[number];

export function receivableStanding(input: {
  method: InvoicePaymentType;
  dueAt: Date;
  overdueFrom: Date;
  settling: boolean;
  now: Date;
}): ReceivableStanding {
  if (input.settling) return 'settling';
  if (input.now >= input.overdueFrom) return 'overdue';
  if (input.method !== 'invoice') return 'collecting';
  return input.now >= input.dueAt ? 'grace' : 'not_due';
}
