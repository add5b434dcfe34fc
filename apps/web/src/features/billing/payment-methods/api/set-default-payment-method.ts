import { paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods/default` with our id of the method. */
export const setDefaultPaymentMethod = (paymentId: string) =>
  call(paymentsRoutes.setDefaultPaymentMethod, { body: { paymentId } }, PAYMENT_METHOD_HANDLED);

export function useSetDefaultPaymentMethod() {
  return useMutation({ mutationFn: setDefaultPaymentMethod });
}
