import { financeRoutes } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export interface ReceivablesRequest {
  overdue: boolean;
  page: number;
  pageSize: number;
}

/** `GET /v1/finance/receivables?overdue&page&pageSize`: open invoices, the longest overdue first. */
export const fetchReceivables = (request: ReceivablesRequest, signal?: AbortSignal) =>
  call(
    financeRoutes.receivables,
    {
      query: {
        overdue: request.overdue ? 'true' : 'false',
        page: request.page,
        pageSize: request.pageSize,
      },
    },
    { signal },
  );

export const receivablesQueryOptions = (request: ReceivablesRequest) =>
  queryOptions({
    queryKey: ['finance', 'receivables', request],
    queryFn: ({ signal }) => fetchReceivables(request, signal),
    placeholderData: keepPreviousData,
  });
