import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionsQueryOptions } from '../subscriptions/subscriptions-query';
import { followSubscriptions } from './follow-subscriptions';
import { accountQueryKey } from './get-account';

const queryClient = new QueryClient();
const stop = followSubscriptions(queryClient);
const subscriptionsKey = subscriptionsQueryOptions().queryKey;
const accountInvalidated = () => queryClient.getQueryState(accountQueryKey)?.isInvalidated ?? false;

afterEach(() => queryClient.clear());

describe('followSubscriptions', () => {
  it('loads the account again when a product starts or ends, not on other changes', async () => {
    queryClient.setQueryData(accountQueryKey, { id: 1 });
    queryClient.setQueryData(subscriptionsKey, [{ product_id: 1, quantity: 1 }] as never);
    queryClient.setQueryData(subscriptionsKey, [{ product_id: 1, quantity: 2 }] as never);
    expect(accountInvalidated()).toBe(false);

    queryClient.setQueryData(subscriptionsKey, [{ product_id: 1 }, { product_id: 4 }] as never);
    await Promise.resolve();
    expect(accountInvalidated()).toBe(true);

    queryClient.setQueryData(accountQueryKey, { id: 1 });
    queryClient.setQueryData(subscriptionsKey, [{ product_id: 1 }] as never);
    expect(accountInvalidated()).toBe(true);
  });

  it('stops following when unsubscribed', () => {
    stop();
    queryClient.setQueryData(accountQueryKey, { id: 1 });
    queryClient.setQueryData(subscriptionsKey, [{ product_id: 1 }] as never);
    queryClient.setQueryData(subscriptionsKey, [{ product_id: 3 }] as never);
    expect(accountInvalidated()).toBe(false);
  });
});
