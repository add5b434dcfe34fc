import { profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `DELETE /v1/account/profile/email-change`: the account keeps its address. */
export const cancelEmailChange = () => call(profileRoutes.cancelEmailChange, {});

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}
