import { type MailServerSave, mailServerRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `PUT /v1/account/update-mail-server` (spec §7); an empty password keeps the stored one; `confirmed`
 * saves a server that failed its check.
 */
export const updateMailServer = (body: MailServerSave) => call(mailServerRoutes.update, { body });

export function useUpdateMailServer() {
  return useMutation({ mutationFn: updateMailServer });
}
