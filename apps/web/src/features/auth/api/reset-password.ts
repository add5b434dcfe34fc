import type { MessageResponse, ResetPasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `POST /v1/resetPassword`; 422 `invalid_token` when the link is spent or wrong. */
export const resetPassword = (body: ResetPasswordRequest) =>
  http.post<MessageResponse>('/v1/resetPassword', body, { handledStatuses: [429] });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
