import type { Permission } from '@portal/contract';

/**
 * Products used only while they are paid for (docs/decisions/0037). Their module permission comes
 * from the account's live subscription of that line, never from a customer role alone. Tools is not
 * among them: every customer account includes the Tools app, so its permission stays with the role.
 */
export const SUBSCRIBED_MODULES = {
  dmp: 'MODULE_DMP.VIEW',
  analytics: 'MODULE_ANALYTICS.VIEW',
} as const satisfies Record<string, Permission>;

/**
 * Subscription statuses that keep a product usable: paid (active), cancelled but inside the period
 * already paid for (canceled), and a renewal being retried (past_due). An incomplete first purchase
 * has not been paid; an ended one is over.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due'] as const;

const gated = new Map<string, string>(Object.entries(SUBSCRIBED_MODULES).map(([line, p]) => [p, line]));

export interface PermissionSources {
  /**
   * Permissions of the user's customer roles (their own, or the roles their owner gave them); a
   * sub-user's are already cut to what the owner's roles hold (authenticate.ts, decision 0056).
   */
  rolePermissions: readonly string[];
  /** Permissions of staff (internal) roles: kept as they are. */
  staffPermissions: readonly string[];
  /** Product lines of the account's live subscriptions. */
  liveLines: readonly string[];
  /** The account owner (no parent account). */
  owner: boolean;
}

/**
 * What a user may do: their roles' permissions, where a subscribed module counts only while the
 * account holds the product. The owner gets it from the subscription; a sub-user only when their
 * role allows it as well.
 */
export function effectivePermissions(sources: PermissionSources): string[] {
  const live = new Set(sources.liveLines);
  const granted = new Set(sources.staffPermissions);
  for (const permission of sources.rolePermissions) {
    const line = gated.get(permission);
    if (line === undefined || live.has(line)) granted.add(permission);
  }
  if (sources.owner) {
    for (const [line, permission] of Object.entries(SUBSCRIBED_MODULES)) {
      if (live.has(line)) granted.add(permission);
    }
  }
  return [...granted];
}
