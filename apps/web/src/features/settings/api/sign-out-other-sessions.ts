import { securityRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/security/sessions/sign-out-others`: every session but this one. */
export const signOutOtherSessions = () => call(securityRoutes.signOutOtherSessions, {});

export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions });
}
