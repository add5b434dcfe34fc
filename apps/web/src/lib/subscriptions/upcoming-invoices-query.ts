import { invoicesRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';
import { subscriptionsQueryKey } from './subscriptions-keys';

/** `GET /v1/invoice/upcoming`: the next charge of every subscription that renews, soonest first. */
export const fetchUpcomingInvoices = (signal?: AbortSignal) =>
  call(invoicesRoutes.upcoming, {}, { signal }).then((answer) => answer.data);

// Under the subscriptions prefix: every change of a subscription changes what it charges next.
export const upcomingInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...subscriptionsQueryKey, 'upcoming'],
    queryFn: ({ signal }) => fetchUpcomingInvoices(signal),
  });

export function useUpcomingInvoices(enabled = true) {
  return useQuery({ ...upcomingInvoicesQueryOptions(), enabled });
}
