import { securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `DELETE /v1/account/security/sessions/:id`: signs that session out at once. A session ended
 * meanwhile answers 404, which the card reports itself instead of leaving for the not-found page.
 */
export const revokeSession = (id: string) =>
  call(securityRoutes.revokeSession, { params: { id } }, { handledStatuses: [404] });

export function useRevokeSession() {
  return useMutation({ mutationFn: revokeSession });
}
