import type { ConfirmRegistrationRequest, MessageResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `POST /v1/register/confirm`; 422 `invalid_token` when the link is spent, wrong or expired. */
export const confirmRegistration = (body: ConfirmRegistrationRequest) =>
  http.post<MessageResponse>('/v1/register/confirm', body, { handledStatuses: [422, 429] });

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
