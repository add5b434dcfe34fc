import { type PasswordUpdate, profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/account/password`; 422 `wrong_password` when the current password is not right. */
export const updatePassword = (body: PasswordUpdate) =>
  call(profileRoutes.updatePassword, { body }, { handledStatuses: [422, 429] });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
