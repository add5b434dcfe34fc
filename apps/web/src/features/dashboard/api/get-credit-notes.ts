import { invoicesRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/invoice/credit`: the account's credit notes. */
export const fetchCreditNotes = (signal?: AbortSignal) =>
  call(invoicesRoutes.creditNotes, {}, { signal }).then((answer) => answer.data);

// The Credit notes page's key, so both read and reload one cache entry.
export const creditNotesQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'credit-notes'], queryFn: ({ signal }) => fetchCreditNotes(signal) });

export function useCreditNotes(enabled: boolean) {
  return useQuery({ ...creditNotesQueryOptions(), enabled });
}
