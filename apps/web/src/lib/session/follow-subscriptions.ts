import { hashKey, type QueryClient } from '@tanstack/react-query';
import { subscriptionsListKey } from '../subscriptions/subscriptions-keys';
import { accountQueryKey } from './get-account';

const SUBSCRIPTIONS_HASH = hashKey(subscriptionsListKey);

function productsOf(data: unknown): string | null {
  if (!Array.isArray(data)) return null;
  const ids = data.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'product_id') : null,
  );
  return [...new Set(ids.map(String))].sort().join(',');
}

/**
 * A subscription that starts or ends changes which apps the account may open (decision 0037), and
 * one may end without the user doing anything (a grace period runs out). Whenever the loaded
 * subscriptions name other products than before, the account is loaded again: its permissions are
 * stored and permissions-updated fires, so the menu and app switcher redraw. Returns the unsubscribe.
 */
export function followSubscriptions(queryClient: QueryClient): () => void {
  let known: string | null = null;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== SUBSCRIPTIONS_HASH) return;
    if (event.type === 'removed') {
      known = null;
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const products = productsOf(event.query.state.data);
    if (products === null) return;
    if (known !== null && products !== known) {
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    }
    known = products;
  });
}
