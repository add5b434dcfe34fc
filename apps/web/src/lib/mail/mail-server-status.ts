import { mailServerRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';

export const mailServerStatusQueryKey = ['account', 'mail-server', 'status'] as const;

/**
 * `GET /v1/account/mail-server/status`: how the account's mails through its own server went. The
 * Mail server page shows it and the dashboard warns while it fails (decision 0072); asked only when
 * the account has a server.
 */
export function useMailServerStatus(enabled: boolean) {
  return useQuery({
    queryKey: mailServerStatusQueryKey,
    queryFn: () => call(mailServerRoutes.status, {}),
    enabled,
  });
}
