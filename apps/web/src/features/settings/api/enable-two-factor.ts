import { type EnableTwoFactor, securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/security/two-factor/enable`: the app's first code; answers the recovery codes, once. */
export const enableTwoFactor = (body: EnableTwoFactor) =>
  call(securityRoutes.enableTwoFactor, { body }, { handledStatuses: [409, 422] });

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
