import { financeRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `GET /v1/finance/cancellations`: twelve months of cancellations by reason, retention offers
 * accepted and declined and pauses, and the latest cancellations with their comments.
 */
export const fetchFinanceCancellations = (signal?: AbortSignal) =>
  call(financeRoutes.cancellations, {}, { signal });

export const financeCancellationsQueryOptions = () =>
  queryOptions({
    queryKey: ['finance', 'cancellations'],
    queryFn: ({ signal }) => fetchFinanceCancellations(signal),
  });
