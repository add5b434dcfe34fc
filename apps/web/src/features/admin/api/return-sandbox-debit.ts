import { type SandboxDebitReturnRequest, sandboxRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/sandbox/customers/:id/payments/:paymentId/return` (sandbox only, decision 0083). */
export const returnSandboxDebit = (input: {
  customerId: string;
  paymentId: string;
  body: SandboxDebitReturnRequest;
}) =>
  call(sandboxRoutes.returnDebit, {
    params: { id: input.customerId, paymentId: input.paymentId },
    body: input.body,
  });

/** On success the customer's sandbox page loads again: the payment shows as returned. */
export function useReturnSandboxDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnSandboxDebit,
    onSuccess: (_answer, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'sandbox-customer', customerId] }),
  });
}
