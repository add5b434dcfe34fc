import type { AddPaymentMethod, PaymentMethodCreated } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods` with the gateway's id the browser got. */
export const addPaymentMethod = (body: AddPaymentMethod) =>
  http.post<PaymentMethodCreated>('/v1/account/billing/payment-methods', body, PAYMENT_METHOD_HANDLED);

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod });
}
