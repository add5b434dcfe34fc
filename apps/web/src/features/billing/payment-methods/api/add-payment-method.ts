import { type AddPaymentMethod, paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods` with the gateway's id the browser got. */
export const addPaymentMethod = (body: AddPaymentMethod) =>
  call(paymentsRoutes.addPaymentMethod, { body }, PAYMENT_METHOD_HANDLED);

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod });
}
