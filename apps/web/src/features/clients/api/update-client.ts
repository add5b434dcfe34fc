import { type ClientPayload, clientsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `PUT /api/v1/clients/:id`: e-mail, name, and (each with its permission) organisations and roles. */
export const updateClient = ({ id, body }: { id: number; body: ClientPayload }) =>
  call(clientsRoutes.update, { params: { id }, body });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.list }),
  });
}
