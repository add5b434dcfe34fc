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
    // The deleted user's counts are gone with them: asked again while the dialog closes they would
    // be a 404, so they are left as they are (the closed dialog drops them).
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: clientsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'deletion-counts',
      }),
  });
}
