import { paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `DELETE /v1/account/billing/payment-methods/:id`; 409 `last_payment_method` while subscribed. */
export const deletePaymentMethod = (id: string) =>
  call(paymentsRoutes.removePaymentMethod, { params: { id } }, PAYMENT_METHOD_HANDLED);

export function useDeletePaymentMethod() {
  return useMutation({ mutationFn: deletePaymentMethod });
}
