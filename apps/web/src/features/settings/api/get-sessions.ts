import { securityRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export const sessionsQueryKey = ['account', 'security', 'sessions'] as const;

/** `GET /v1/account/security/sessions`: the live sign-ins of the user, this one first. */
export const getSessions = () => call(securityRoutes.sessions, {});

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (answer) => answer.data });
}
