import { type ClientOrganisationPayload, clientsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `POST /api/v1/clients/organisations`. */
export const createClientOrganisation = (body: ClientOrganisationPayload) =>
  call(clientsRoutes.createOrganisation, { body });

/** `PUT /api/v1/clients/organisations/:id`: a new name. */
export const updateClientOrganisation = ({ id, body }: { id: number; body: ClientOrganisationPayload }) =>
  call(clientsRoutes.updateOrganisation, { params: { id }, body });

/** Creates when no id is given, else renames; the organisations and the table's chips reload. */
export function useSaveClientOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ClientOrganisationPayload }) =>
      id === null ? createClientOrganisation(body) : updateClientOrganisation({ id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}
