import { clientsRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `GET /api/v1/clients/roles`: the account's roles with their permissions. */
export const getClientRoles = (signal?: AbortSignal) => call(clientsRoutes.roles, {}, { signal });

/** Asked only by a caller who may view roles (spec §7). */
export function useClientRoles(enabled: boolean) {
  return useQuery({ queryKey: clientsKeys.roles, queryFn: ({ signal }) => getClientRoles(signal), enabled });
}
