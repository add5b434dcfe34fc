import { domainsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { domainsKeys } from './domains-keys';

/** `DELETE /v1/domain/:id`. */
export const deleteDomain = ({ id }: { id: number; userId: number }) =>
  call(domainsRoutes.destroy, { params: { id } });

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDomain,
    onSuccess: (_answer, { userId }) =>
      queryClient.invalidateQueries({ queryKey: domainsKeys.ofUser(userId) }),
  });
}
