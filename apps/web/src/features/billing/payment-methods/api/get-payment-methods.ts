import type { PaymentMethodList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

/** `GET /v1/account/billing/payment-methods`: the saved methods, newest first. */
export const fetchPaymentMethods = (signal?: AbortSignal) =>
  http.get<PaymentMethodList>('/v1/account/billing/payment-methods', { signal });

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    select: (list) => list.data,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
