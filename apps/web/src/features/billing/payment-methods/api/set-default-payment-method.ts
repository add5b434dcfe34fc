import type { MessageResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods/default` with our id of the method. */
export const setDefaultPaymentMethod = (paymentId: string) =>
  http.post<MessageResponse>(
    '/v1/account/billing/payment-methods/default',
    { paymentId },
    PAYMENT_METHOD_HANDLED,
  );

export function useSetDefaultPaymentMethod() {
  return useMutation({ mutationFn: setDefaultPaymentMethod });
}
