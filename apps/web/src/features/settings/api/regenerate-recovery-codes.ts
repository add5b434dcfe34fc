import { type PasswordAndSecondFactor, securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/security/two-factor/recovery-codes`: ten new codes; the old ones stop working. */
export const regenerateRecoveryCodes = (body: PasswordAndSecondFactor) =>
  call(securityRoutes.regenerateRecoveryCodes, { body }, { handledStatuses: [409, 422, 429] });

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
