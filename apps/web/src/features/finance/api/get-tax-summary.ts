import { financeRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/finance/tax?quarter=2026-Q3`: net, tax and gross per country, kind, rate and currency. */
export const fetchTaxSummary = (quarter: string, signal?: AbortSignal) =>
  call(financeRoutes.tax, { query: { quarter } }, { signal });

export const taxSummaryQueryOptions = (quarter: string) =>
  queryOptions({
    queryKey: ['finance', 'tax', quarter],
    queryFn: ({ signal }) => fetchTaxSummary(quarter, signal),
  });
