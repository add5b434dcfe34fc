import { accountRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/accept-terms`. */
export const acceptTerms = () => call(accountRoutes.acceptTerms);

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
