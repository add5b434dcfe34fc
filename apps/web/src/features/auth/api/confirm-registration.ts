import { authRoutes, type ConfirmRegistrationRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/register/confirm`; 422 `invalid_token` when the link is spent, wrong or expired. */
export const confirmRegistration = (body: ConfirmRegistrationRequest) =>
  call(authRoutes.confirmRegistration, { body }, { handledStatuses: [422, 429] });

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
