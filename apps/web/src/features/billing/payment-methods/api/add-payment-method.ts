import type { AddPaymentMethod, PaymentMethodCreated } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED_STATUSES } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods` with the gateway's id the browser got. */
export const addPaymentMethod = (body: AddPaymentMethod) =>
  http.post<PaymentMethodCreated>('/v1/account/billing/payment-methods', body, {
    handledStatuses: PAYMENT_METHOD_HANDLED_STATUSES,
  });

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod });
}
