import type { ForgotPasswordRequest, MessageResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `POST /v1/forgotPassword`: the same answer whether or not the address exists. */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  http.post<MessageResponse>('/v1/forgotPassword', body, { handledStatuses: [429] });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
