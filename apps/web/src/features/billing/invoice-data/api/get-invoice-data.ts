import { invoiceDataRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

export const invoiceDataQueryKey = ['invoice-data'] as const;

/** `GET /v1/account/billing/information`: the account's invoice data, for who may only read it. */
export const getInvoiceData = (signal?: AbortSignal) =>
  call(invoiceDataRoutes.information, {}, { signal }).then(({ data }) => data);

export function useInvoiceData(enabled = true) {
  return useQuery({
    queryKey: invoiceDataQueryKey,
    queryFn: ({ signal }) => getInvoiceData(signal),
    enabled,
  });
}
