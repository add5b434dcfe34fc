import type { AppDeps } from '../../platform/app-deps';

/**
 * A subscription may have started or ended without a request of its account (the billing cycle, a
 * webhook): what the account's users may open follows it (decision 0037), so their cached sign-ins
 * are dropped. Call once the change has committed; a request of the account drops them itself.
 */
export function accessChanged(deps: Pick<AppDeps, 'authCache'>, accountIds: Iterable<number | null>): void {
  for (const accountId of new Set(accountIds)) {
    if (accountId !== null) deps.authCache.forgetAccount(accountId);
  }
}
