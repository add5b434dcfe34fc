import { type QuantityRequest, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export interface QuantityChange extends QuantityRequest {
  /** One key per dialog: a double click or a retry never charges the difference twice. */
  idempotencyKey: string;
}

/** `PUT /v1/subscription/quantity`: more licenses; the prorated difference is invoiced at once. */
export const changeQuantity = ({ idempotencyKey, ...body }: QuantityChange) =>
  call(
    subscriptionsRoutes.quantity,
    { body },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );

export function useChangeQuantity() {
  return useMutation({ mutationFn: changeQuantity });
}
