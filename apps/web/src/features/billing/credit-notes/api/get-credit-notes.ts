import { invoicesRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

/** `GET /v1/invoice/credit`: the account's credit notes, newest first. */
export const fetchCreditNotes = (signal?: AbortSignal) =>
  call(invoicesRoutes.creditNotes, {}, { signal }).then(({ data }) => data);

export const creditNotesQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'credit-notes'], queryFn: ({ signal }) => fetchCreditNotes(signal) });

export function useCreditNotes() {
  return useQuery(creditNotesQueryOptions());
}
