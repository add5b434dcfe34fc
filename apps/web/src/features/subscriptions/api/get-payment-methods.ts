import type { PaymentMethodList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `GET /v1/account/billing/payment-methods`: only asked whether one exists (spec §2 no-method prompt). */
export const fetchPaymentMethods = (signal?: AbortSignal) =>
  http
    .get<PaymentMethodList>('/v1/account/billing/payment-methods', { signal })
    .then((answer) => answer.data);

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'payment-methods'],
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
