import { authRoutes, type RegisterRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';

/**
 * `POST /v1/register`: the same answer for a free and a taken address (decision 0027), so the form
 * never learns which one it was. A 422 names fields; a 429 says when to try again.
 */
export const register = (body: RegisterRequest) => call(authRoutes.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
