import { type PasswordAndSecondFactor, securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/security/two-factor/disable`: with the password and a code (or a recovery code). */
export const disableTwoFactor = (body: PasswordAndSecondFactor) =>
  call(securityRoutes.disableTwoFactor, { body }, { handledStatuses: [409, 422, 429] });

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
