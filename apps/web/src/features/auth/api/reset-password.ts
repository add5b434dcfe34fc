import { authRoutes, type ResetPasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/resetPassword`; 422 `invalid_token` when the link is spent or wrong. */
export const resetPassword = (body: ResetPasswordRequest) =>
  call(authRoutes.resetPassword, { body }, { handledStatuses: [429] });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
