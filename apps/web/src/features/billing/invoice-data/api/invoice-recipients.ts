import { type InvoiceRecipientPayload, invoiceDataRoutes } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

export const invoiceRecipientsQueryKey = ['invoice-recipients'] as const;

/** The snackbar source of the card's messages: a newer one replaces the older. */
export const RECIPIENTS_SOURCE = 'billing.invoiceRecipients';

/** `GET /v1/account/billing/recipients`: the further addresses of every invoice mail, oldest first. */
export const getInvoiceRecipients = (signal?: AbortSignal) =>
  call(invoiceDataRoutes.recipients, {}, { signal }).then(({ data }) => data);

export function useInvoiceRecipients() {
  return useQuery({
    queryKey: invoiceRecipientsQueryKey,
    queryFn: ({ signal }) => getInvoiceRecipients(signal),
  });
}

/** `POST /v1/account/billing/recipients`; the list reloads after it, whatever the answer. */
export function useAddInvoiceRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRecipientPayload) => call(invoiceDataRoutes.addRecipient, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceRecipientsQueryKey }),
  });
}

/** `DELETE /v1/account/billing/recipients/:id`. */
export function useRemoveInvoiceRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(invoiceDataRoutes.removeRecipient, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceRecipientsQueryKey }),
  });
}
