import { type InvoiceCsvRequest, invoicesRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

/** `POST /v1/invoice/csv`: the server mails the month's invoices as CSV (a job, within minutes). */
export const sendInvoiceCsv = (body: InvoiceCsvRequest) => call(invoicesRoutes.sendCsv, { body });

export function useSendInvoiceCsv() {
  return useMutation({ mutationFn: sendInvoiceCsv });
}
