import type { InvoiceCsvRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';

/** `POST /v1/invoice/csv`: the server mails the month's invoices as CSV (a job, within minutes). */
export const sendInvoiceCsv = (body: InvoiceCsvRequest) =>
  http.post<{ message: string }>('/v1/invoice/csv', body);

export function useSendInvoiceCsv() {
  return useMutation({ mutationFn: sendInvoiceCsv });
}
