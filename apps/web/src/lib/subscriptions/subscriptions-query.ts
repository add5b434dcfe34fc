import { subscriptionsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';

/**
 * The account's subscriptions and what they charge next, read by the dashboard, My Products and
 * Payments (and, with the same key, the store). Invalidating this prefix reloads all of them.
 */
export const subscriptionsQueryKey = ['subscriptions'] as const;

/** `GET /v1/subscription/all`: the subscriptions that have not ended, oldest first. */
export const fetchSubscriptions = (signal?: AbortSignal) =>
  call(subscriptionsRoutes.list, {}, { signal }).then((answer) => answer.data);

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...subscriptionsQueryKey, 'all'],
    queryFn: ({ signal }) => fetchSubscriptions(signal),
  });

export function useSubscriptions(enabled = true) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
