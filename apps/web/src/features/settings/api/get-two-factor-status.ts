import { securityRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export const twoFactorStatusQueryKey = ['account', 'security', 'two-factor'] as const;

/** `GET /v1/account/security/two-factor`: on or off, since when, and the recovery codes left. */
export const getTwoFactorStatus = () => call(securityRoutes.twoFactorStatus, {});

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });
}
