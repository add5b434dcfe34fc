import { type InvoiceListQuery, invoicesRoutes } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

export const invoicesQueryKey = ['billing', 'invoices'] as const;

/** `GET /v1/invoice/all?start&end`: newest first; without bounds every invoice of the account. */
export const fetchInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  call(invoicesRoutes.list, { query: { ...query } }, { signal }).then(({ data }) => data);

export const invoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, query],
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    // Keeps the table while another month loads instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useInvoices(query: InvoiceListQuery) {
  return useQuery(invoicesQueryOptions(query));
}
