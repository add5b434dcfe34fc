import { type AddPaymentMethod, paymentEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED_STATUSES } from './payment-method-statuses';

/** `POST /v1/account/billing/payment-methods` with the gateway's id the browser got. */
export const addPaymentMethod = (body: AddPaymentMethod) =>
  call(
    paymentEndpoints.addPaymentMethod,
    { body },
    {
      handledStatuses: PAYMENT_METHOD_HANDLED_STATUSES,
    },
  );

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod });
}
