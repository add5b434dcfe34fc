import { type DomainPayload, domainsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { domainsKeys } from './domains-keys';

/** `POST /v1/domain` without an id, `PUT /v1/domain/:id` with one (spec §4 "Domain dialog"). */
export const saveDomain = ({ id, body }: { id: number | null; body: DomainPayload }) =>
  id === null ? call(domainsRoutes.create, { body }) : call(domainsRoutes.update, { params: { id }, body });

export function useSaveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDomain,
    onSuccess: (domain) => queryClient.invalidateQueries({ queryKey: domainsKeys.ofUser(domain.user_id) }),
  });
}
