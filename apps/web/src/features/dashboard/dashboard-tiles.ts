import type { Account } from '@portal/contract';
import { mayOpen } from '../../lib/permissions/may-open';

export type TileName =
  | 'products'
  | 'invoices'
  | 'credit-notes'
  | 'payments'
  | 'invoice-data'
  | 'payment-methods'
  | 'account'
  | 'notifications'
  | 'tools'
  | 'dmp'
  | 'analytics';

/** A tile shows only when its page would open: the guard of the route it leads to decides. */
export interface DashboardTile {
  name: TileName;
  to: string;
}

const tile = (name: TileName, to: string): DashboardTile => ({ name, to });

/** The page the subscriptions are seen on: its guard is the spec's viewSubscriptions. */
const SUBSCRIPTIONS_PAGE = '/subscriptions/my';

const SUBSCRIBER_TILES = [
  tile('products', SUBSCRIPTIONS_PAGE),
  tile('invoices', '/billing/invoices'),
  tile('credit-notes', '/billing/credit-notes'),
  tile('payments', '/subscriptions/payments'),
  tile('invoice-data', '/billing/invoice-data'),
  tile('payment-methods', '/billing/payment-methods'),
  tile('account', '/settings/account'),
  tile('notifications', '/settings/notifications'),
];

const STORE_TILES = [
  tile('tools', '/store/tools'),
  tile('dmp', '/store/dmp'),
  tile('analytics', '/store/analytics'),
];

const ACCOUNT_TILE = tile('account', '/settings/account');
const NOTIFICATIONS_TILE = tile('notifications', '/settings/notifications');

/**
 * Spec §2 "Dashboard": subscribers see their billing tiles; everyone else sees the store, with the
 * account tile only inside the store check, and the notifications tile on its own.
 *
 * "With at least one subscription" counts the subscriptions the user can see (§1: the app loads
 * them after sign-in, and only viewSubscriptions may): a sub-user without it is shown the
 * no-subscription tiles though the account subscribes, so without the store permission the account
 * tile goes with the store tiles.
 */
export function dashboardTiles(
  account: Pick<Account, 'hasSubscriptions'>,
  permissions: readonly string[],
): DashboardTile[] {
  const permitted = (entry: DashboardTile) => mayOpen(permissions, entry.to);
  if (account.hasSubscriptions && mayOpen(permissions, SUBSCRIPTIONS_PAGE)) {
    return SUBSCRIBER_TILES.filter(permitted);
  }
  const tiles: DashboardTile[] = [];
  // The spec's viewModuleStore check: the account tile shows only inside it.
  if (STORE_TILES.every(permitted)) {
    tiles.push(...STORE_TILES);
    if (permitted(ACCOUNT_TILE)) tiles.push(ACCOUNT_TILE);
  }
  if (permitted(NOTIFICATIONS_TILE)) tiles.push(NOTIFICATIONS_TILE);
  return tiles;
}
