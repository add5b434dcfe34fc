import { invoiceDataRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

export const invoiceDataQueryKey = ['invoice-data'] as const;

/** While the registry has not answered about a new VAT id, the screen asks again this often (ms). */
export const PENDING_VAT_ID_REFETCH_MS = 5_000;

/**
 * `GET /v1/account/billing/information`: the account's invoice data, for who may only read it, and
 * where the check of its VAT id stands (decision 0080) for everyone on the screen.
 */
export const getInvoiceData = (signal?: AbortSignal) =>
  call(invoiceDataRoutes.information, {}, { signal }).then(({ data }) => data);

export function useInvoiceData(enabled = true) {
  return useQuery({
    queryKey: invoiceDataQueryKey,
    queryFn: ({ signal }) => getInvoiceData(signal),
    enabled,
    // The check runs in the background after a save: the status moves on without a reload.
    refetchInterval: (query) =>
      query.state.data?.vat_verification?.status === 'pending' ? PENDING_VAT_ID_REFETCH_MS : false,
  });
}
