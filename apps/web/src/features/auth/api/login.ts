import { authRoutes, type LoginRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/login`. Its 401/403/429 answers are the login form's own business (spec §8 "Login"). */
export const login = (body: LoginRequest) =>
  call(authRoutes.login, { body }, { handledStatuses: [401, 403, 429] });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
