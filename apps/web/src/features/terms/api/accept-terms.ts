import { accountEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/accept-terms`. */
export const acceptTerms = () => call(accountEndpoints.acceptTerms);

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
