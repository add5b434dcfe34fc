import { financeRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/finance/credit-notes?from&to`: the credit notes of a period (whole UTC days). */
export const fetchFinanceCreditNotes = (period: { from: string; to: string }, signal?: AbortSignal) =>
  call(financeRoutes.creditNotes, { query: period }, { signal });

export const financeCreditNotesQueryOptions = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['finance', 'credit-notes', period],
    queryFn: ({ signal }) => fetchFinanceCreditNotes(period, signal),
  });
