import { invoicesRoutes, type RefundRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/admin/invoices/:id/refund`: a credit note for part or all of a paid invoice. */
export const refundInvoice = ({ id, body }: { id: number; body: RefundRequest }) =>
  call(invoicesRoutes.refund, { params: { id }, body });

/** A refund changes every figure of the page: the invoices, credit notes, charts and tax load again. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance'] }),
  });
}
