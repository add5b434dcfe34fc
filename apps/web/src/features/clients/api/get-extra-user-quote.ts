import { clientsRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `GET /api/v1/clients/extra-user-quote`: what one more sub-user costs now and per month. */
export const getExtraUserQuote = (signal?: AbortSignal) => call(clientsRoutes.extraUserQuote, {}, { signal });

/** Asked when the create dialog opens (an edit costs nothing). */
export function useExtraUserQuote(enabled: boolean) {
  // Fresh for each create dialog: the period's rest (and so the charge) shrinks by the day.
  return useQuery({
    queryKey: clientsKeys.extraUserQuote,
    queryFn: ({ signal }) => getExtraUserQuote(signal),
    gcTime: 0,
    staleTime: 0,
    enabled,
  });
}
