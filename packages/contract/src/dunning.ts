import { addUtcDays } from './dates/index';

/**
 * The dunning schedule the billing engine runs (decision 0019): after a failed renewal, retries on
 * days 1, 3 and 7 after the invoice was issued; when the last one fails too, the subscription ends.
 * Shared with the read models so the dates a customer is shown are the dates the engine uses.
 */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

/** When retry number `attempt` (1-based) is due for an invoice issued at `issuedAt`; null after the last. */
export function retryDueAt(issuedAt: Date, attempt: number): Date | null {
  const days = DUNNING_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : addUtcDays(issuedAt, days);
}

export const isLastRetry = (attempt: number) => attempt >= DUNNING_RETRY_DAYS.length;

/** When the subscription ends if nothing is paid: the day of the last retry. */
export const dunningEndsAt = (issuedAt: Date): Date =>
  addUtcDays(issuedAt, DUNNING_RETRY_DAYS[DUNNING_RETRY_DAYS.length - 1] as number);

/**
 * Spec §9: a SEPA debit is announced up to 2 days before it is collected; the invoice is that
 * notice, so the debit comes on or after its issue day plus these days.
 */
export const SEPA_PRENOTIFICATION_DAYS = 2;
