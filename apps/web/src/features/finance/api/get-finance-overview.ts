import { financeRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/finance/overview`: MRR, ARR and their movement, twelve months of figures, per currency. */
export const fetchFinanceOverview = (signal?: AbortSignal) => call(financeRoutes.overview, {}, { signal });

export const financeOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['finance', 'overview'],
    queryFn: ({ signal }) => fetchFinanceOverview(signal),
  });
