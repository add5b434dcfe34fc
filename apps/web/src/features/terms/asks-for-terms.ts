import type { Account } from '@portal/contract';

/**
 * Spec §1: an account without a parent that has not accepted the latest terms is asked to. Only its
 * holder can agree: staff signed in as them are not asked (decision 0063).
 */
export function asksForTerms(account: Account | undefined): boolean {
  return Boolean(
    account && account.parent_id === null && !account.accepted_latest_terms && !account.impersonator,
  );
}
