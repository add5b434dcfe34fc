import { invoicesRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/invoice/all` without bounds: every invoice, to count the open ones. */
export const fetchAllInvoices = (signal?: AbortSignal) =>
  call(invoicesRoutes.list, {}, { signal }).then((answer) => answer.data);

// The Invoices page's key for "no month bounds", so both read and reload one cache entry.
export const allInvoicesQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'invoices', {}], queryFn: ({ signal }) => fetchAllInvoices(signal) });

export function useAllInvoices(enabled: boolean) {
  return useQuery({ ...allInvoicesQueryOptions(), enabled });
}
