import { type ClientRolePayload, clientsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `POST /api/v1/clients/roles`: a role from permissions the caller holds. */
export const createClientRole = (body: ClientRolePayload) => call(clientsRoutes.createRole, { body });

/** `PUT /api/v1/clients/roles/:id`: its holders' next request follows. */
export const updateClientRole = ({ id, body }: { id: number; body: ClientRolePayload }) =>
  call(clientsRoutes.updateRole, { params: { id }, body });

/** Creates when no id is given, else updates; the roles and the table's role chips reload. */
export function useSaveClientRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ClientRolePayload }) =>
      id === null ? createClientRole(body) : updateClientRole({ id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}
