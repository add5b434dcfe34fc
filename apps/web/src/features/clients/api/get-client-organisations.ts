import { clientsRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `GET /api/v1/clients/organisations`: the account's organisations. */
export const getClientOrganisations = (signal?: AbortSignal) =>
  call(clientsRoutes.organisations, {}, { signal });

/** Asked only by a caller who may view organisations (spec §7). */
export function useClientOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: clientsKeys.organisations,
    queryFn: ({ signal }) => getClientOrganisations(signal),
    enabled,
  });
}
