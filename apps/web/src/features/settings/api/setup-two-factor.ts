import { securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/security/two-factor/setup`: a new secret with its QR code (an SVG drawn by the server). */
export const setupTwoFactor = () => call(securityRoutes.setupTwoFactor, {}, { handledStatuses: [403, 409] });

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
