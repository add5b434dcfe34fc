import type { Account } from '@portal/contract';
import { useSubscriptions } from '../../lib/subscriptions/subscriptions-query';
import { useUpcomingInvoices } from '../../lib/subscriptions/upcoming-invoices-query';
import { useCreditNotes } from './api/get-credit-notes';
import { useAllInvoices } from './api/get-invoices';
import type { DashboardTile } from './dashboard-tiles';
import type { DashboardData } from './tile-details';

/** Loads only what the shown tiles need: a tile the user may not see asks nothing. */
export function useDashboardData(account: Account, tiles: readonly DashboardTile[]): DashboardData {
  const shown = new Set(tiles.map((tile) => tile.name));
  const subscriptions = useSubscriptions(shown.has('products'));
  const invoices = useAllInvoices(shown.has('invoices'));
  const creditNotes = useCreditNotes(shown.has('credit-notes'));
  const upcoming = useUpcomingInvoices(shown.has('payments'));
  return {
    account,
    subscriptions: subscriptions.data,
    invoices: invoices.data,
    creditNotes: creditNotes.data,
    upcoming: upcoming.data,
  };
}
