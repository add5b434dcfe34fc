import { profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /v1/account/profile/email-change/resend`: a new link; the earlier one stops working. */
export const resendEmailChange = () => call(profileRoutes.resendEmailChange, {});

export function useResendEmailChange() {
  return useMutation({ mutationFn: resendEmailChange });
}
