import { authRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/login/return`: a staff member signed in as a user goes back to their own account. */
export const returnToOwnAccount = () => call(authRoutes.returnToOwnAccount);

export function useReturnToOwnAccount() {
  return useMutation({ mutationFn: returnToOwnAccount });
}
