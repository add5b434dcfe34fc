import { paymentsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';

/**
 * One cache for the saved methods, whichever screen asks (payment methods, My products' no-method
 * prompt, the purchase): a method added on one screen is there on the next.
 */
export const paymentMethodsQueryKey = ['payment-methods'] as const;

/**
 * `GET /v1/account/billing/payment-methods`: the saved methods, newest first. A 404 `user_not_found`
 * (spec §8) the screen words itself; it is not a missing page.
 */
export const fetchPaymentMethods = (signal?: AbortSignal) =>
  call(paymentsRoutes.paymentMethods, {}, { signal, handledCodes: ['user_not_found'] }).then(
    (answer) => answer.data,
  );

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
