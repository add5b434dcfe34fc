const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A VAT id the registry answered for is asked about again after this long (decision 0080). */
export const RECHECK_DAYS = 90;

/**
 * Pauses before asking again while the registry gives no answer: 5 min, 30 min, 2 h, 6 h, then every
 * 12 h. VIES's member-state services are often down for minutes, sometimes for a night.
 */
const RETRY_PAUSES_MS = [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
const LATER_RETRY_PAUSE_MS = 12 * HOUR;

/** When to ask again after the `failedAttempts`-th unanswered check in a row (1 = the first). */
export function retryAt(now: Date, failedAttempts: number): Date {
  const pause = RETRY_PAUSES_MS[failedAttempts - 1] ?? LATER_RETRY_PAUSE_MS;
  return new Date(now.getTime() + pause);
}

export const recheckAt = (now: Date) => new Date(now.getTime() + RECHECK_DAYS * DAY);

/** How long the first invoice of a new VAT id waits for the registry before VAT is charged instead. */
export const FIRST_INVOICE_TIMEOUT_MS = 3000;
