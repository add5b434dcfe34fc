import { financeRoutes } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export interface FinanceInvoicesRequest {
  search: string;
  page: number;
  pageSize: number;
}

/** `GET /v1/finance/invoices?search&page&pageSize`: paid invoices with money left to refund. */
export const fetchFinanceInvoices = (request: FinanceInvoicesRequest, signal?: AbortSignal) =>
  call(
    financeRoutes.invoices,
    {
      query: {
        ...(request.search.trim() ? { search: request.search.trim() } : {}),
        page: request.page,
        pageSize: request.pageSize,
      },
    },
    { signal },
  );

export const financeInvoicesQueryOptions = (request: FinanceInvoicesRequest) =>
  queryOptions({
    queryKey: ['finance', 'invoices', request],
    queryFn: ({ signal }) => fetchFinanceInvoices(request, signal),
    placeholderData: keepPreviousData,
  });
