import { clientsRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `GET /api/v1/clients/:id/deletion-counts`: what goes with the sub-user, by kind. */
export const getDeletionCounts = (id: number, signal?: AbortSignal) =>
  call(clientsRoutes.deletionCounts, { params: { id } }, { signal });

export function useDeletionCounts(id: number) {
  // Fresh each time the dialog opens: it describes the user's data as it is now.
  return useQuery({
    queryKey: clientsKeys.deletionCounts(id),
    queryFn: ({ signal }) => getDeletionCounts(id, signal),
    gcTime: 0,
    retry: false,
  });
}
