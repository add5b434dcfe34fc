import { financeRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/finance/debit-returns?from&to`: the SEPA debits the banks returned in a period. */
export const fetchFinanceDebitReturns = (period: { from: string; to: string }, signal?: AbortSignal) =>
  call(financeRoutes.debitReturns, { query: period }, { signal });

export const financeDebitReturnsQueryOptions = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['finance', 'debit-returns', period],
    queryFn: ({ signal }) => fetchFinanceDebitReturns(period, signal),
  });
