import { vatIdsRoutes } from '@portal/contract';
import type { InvoiceData } from '@portal/contract/invoice-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { invoiceDataQueryKey } from './get-invoice-data';

/** `POST /v1/account/billing/vat-id/check`: the registry asked again now; answers its sentence and the new standing. */
export const checkVatIdAgain = () => call(vatIdsRoutes.checkVatId);

/** "Check again" on the Invoice data screen: the answer replaces the status shown (decision 0080). */
export function useCheckVatIdAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkVatIdAgain,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<InvoiceData>(invoiceDataQueryKey, (saved) =>
        saved ? { ...saved, vat_verification: data } : saved,
      ),
  });
}
