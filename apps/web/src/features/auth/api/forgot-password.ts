import { authRoutes, type ForgotPasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/forgotPassword`: the same answer whether or not the address exists. */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  call(authRoutes.forgotPassword, { body }, { handledStatuses: [429] });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
