import { profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/profile/email-change/confirm`; 422 `invalid_token` for a spent or expired link. */
export const confirmEmailChange = (token: string) =>
  call(profileRoutes.confirmEmailChange, { body: { token } }, { handledStatuses: [422, 429] });

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
