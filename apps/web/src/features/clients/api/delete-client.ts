import { clientsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/**
 * `DELETE /api/v1/clients/:id` with the caller's password. A wrong password is the dialog's to word
 * (spec §8: the server's message or 'Password is incorrect'), whatever status it comes with.
 */
export const deleteClient = ({ id, password }: { id: number; password: string }) =>
  call(clientsRoutes.destroy, { params: { id }, body: { password } }, { handledCodes: ['wrong_password'] });

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}
