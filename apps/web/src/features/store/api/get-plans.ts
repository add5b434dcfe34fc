import type { Plan, ProductLine } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/**
 * `GET /v1/plan/:product`: the plan columns of one product line. A 404 is the spec's "no plan found"
 * (§8), which the page shows itself instead of leaving for the not-found page.
 */
export const fetchPlans = (product: ProductLine, signal?: AbortSignal) =>
  http.get<{ data: Plan[] }>(`/v1/plan/${product}`, { signal, handledStatuses: [404] });

export const plansQueryOptions = (product: ProductLine) =>
  queryOptions({
    queryKey: ['store', 'plans', product],
    queryFn: ({ signal }) => fetchPlans(product, signal).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export function usePlans(product: ProductLine) {
  return useQuery(plansQueryOptions(product));
}
