import type { VatCheckReason } from '@portal/contract';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    /** Ask the registry about the account's current VAT id (decision 0080). */
    'vat-ids.check': { accountId: number; reason: VatCheckReason };
    /** Find the verifications due for a check (retries, the 90-day re-check) and ask for them. */
    'vat-ids.sweep': Record<string, never>;
  }
}
