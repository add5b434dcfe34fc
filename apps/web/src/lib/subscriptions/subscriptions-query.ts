import { subscriptionsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';
import { subscriptionsListKey } from './subscriptions-keys';

/**
 * `GET /v1/subscription/all`: the subscriptions that have not ended, oldest first, read by the
 * dashboard, My Products and Payments (and, with the same key, the store).
 */
export const fetchSubscriptions = (signal?: AbortSignal) =>
  call(subscriptionsRoutes.list, {}, { signal }).then((answer) => answer.data);

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsListKey,
    queryFn: ({ signal }) => fetchSubscriptions(signal),
  });

export function useSubscriptions(enabled = true) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
