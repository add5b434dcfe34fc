import { catalogRoutes, type ProductLine } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `GET /v1/plan/:product`: the plan columns of one product line. The page words every failure itself
 * (spec §8): a 404 is "no plan found", not the not-found page; others are a 6 s snackbar.
 */
export const fetchPlans = (product: ProductLine, signal?: AbortSignal) =>
  call(
    catalogRoutes.plans,
    { params: { product } },
    {
      signal,
      handledStatuses: [404, 500, 502, 503, 504],
    },
  );

export const plansQueryOptions = (product: ProductLine) =>
  queryOptions({
    queryKey: ['store', 'plans', product],
    queryFn: ({ signal }) => fetchPlans(product, signal).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export function usePlans(product: ProductLine) {
  return useQuery(plansQueryOptions(product));
}
