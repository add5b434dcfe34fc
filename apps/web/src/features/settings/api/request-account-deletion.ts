import { type AccountDeletion, accountDeletionRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/delete`: the account is signed out at once; a job deletes it. */
export const requestAccountDeletion = (body: AccountDeletion) =>
  call(accountDeletionRoutes.requestDeletion, { body }, { handledStatuses: [422, 500, 502, 503, 504] });

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
