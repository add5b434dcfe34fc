import { createHash } from 'node:crypto';

export const ACCOUNT_DELETION_JOB = 'account.delete';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    /** The user whose deletion was asked for: an account holder (with their account) or a sub-user. */
    'account.delete': { userId: number };
  }
}

/**
 * One job per user whatever happens: its id is derived from the user id, so asking twice (a double
 * click, a retried request) enqueues nothing more while the first waits, runs or is kept.
 */
export function deletionJobId(userId: number): string {
  const hex = createHash('sha256').update(`account.delete:${userId}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits, so pg-boss takes it as a UUID.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
