import { profileRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export const emailChangeQueryKey = ['account', 'email-change'] as const;

/** `GET /v1/account/profile/email-change`: the address waiting for confirmation, if any. */
export const getEmailChange = () => call(profileRoutes.emailChange, {});

export function useEmailChange() {
  return useQuery({ queryKey: emailChangeQueryKey, queryFn: getEmailChange });
}
