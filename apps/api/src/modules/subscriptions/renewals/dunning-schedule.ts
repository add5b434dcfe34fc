import { addUtcDays } from '@portal/contract/dates';

/** Dunning (spec §4): after a failed renewal, retries on days 1, 3 and 7; after the last, it ends. */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

/** When retry number `attempt` (1-based) is due for an invoice issued at `issuedAt`; null after the last. */
export function retryDueAt(issuedAt: Date, attempt: number): Date | null {
  const days = DUNNING_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : addUtcDays(issuedAt, days);
}

export const isLastRetry = (attempt: number) => attempt >= DUNNING_RETRY_DAYS.length;
