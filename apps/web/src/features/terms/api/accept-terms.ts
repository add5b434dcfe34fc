import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `POST /v1/account/accept-terms`. */
export const acceptTerms = () => http.post<unknown>('/v1/account/accept-terms');

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
