import type { Account } from '@portal/contract';
import { allows, type RuleName } from '@portal/contract/permissions';

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

export interface DashboardTile {
  name: TileName;
  to: string;
  rule: RuleName;
}

const tile = (name: TileName, to: string, rule: RuleName): DashboardTile => ({ name, to, rule });

const SUBSCRIBER_TILES = [
  tile('products', '/subscriptions/my', 'viewSubscriptions'),
  tile('invoices', '/billing/invoices', 'viewInvoices'),
  tile('credit-notes', '/billing/credit-notes', 'viewInvoices'),
  tile('payments', '/subscriptions/payments', 'viewPayments'),
  tile('invoice-data', '/billing/invoice-data', 'editBilling'),
  tile('payment-methods', '/billing/payment-methods', 'editBilling'),
  tile('account', '/settings/account', 'editAccount'),
  tile('notifications', '/settings/notifications', 'editAccount'),
];

const STORE_TILES = [
  tile('tools', '/store/tools', 'viewModuleStore'),
  tile('dmp', '/store/dmp', 'viewModuleStore'),
  tile('analytics', '/store/analytics', 'viewModuleStore'),
];

const ACCOUNT_TILE = tile('account', '/settings/account', 'editAccount');
const NOTIFICATIONS_TILE = tile('notifications', '/settings/notifications', 'editAccount');

/**
 * Spec §2 "Dashboard": subscribers see their billing tiles; everyone else sees the store, with the
 * account tile only inside the store check, and the notifications tile on its own.
 */
export function dashboardTiles(
  account: Pick<Account, 'hasSubscriptions'>,
  permissions: readonly string[],
): DashboardTile[] {
  const permitted = (entry: DashboardTile) => allows(permissions, entry.rule);
  if (account.hasSubscriptions) return SUBSCRIBER_TILES.filter(permitted);
  const tiles: DashboardTile[] = [];
  if (allows(permissions, 'viewModuleStore')) {
    tiles.push(...STORE_TILES);
    if (permitted(ACCOUNT_TILE)) tiles.push(ACCOUNT_TILE);
  }
  if (permitted(NOTIFICATIONS_TILE)) tiles.push(NOTIFICATIONS_TILE);
  return tiles;
}
