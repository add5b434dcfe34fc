import { type MailServerInput, mailServerRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/mail-server/test`: a test mail to the signed-in user through the form's settings. */
export const sendTestMail = (body: MailServerInput) => call(mailServerRoutes.sendTest, { body });

export function useSendTestMail() {
  return useMutation({ mutationFn: sendTestMail });
}
