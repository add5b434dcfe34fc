import { clientsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `POST /api/v1/clients/:id/welcome`: a new set-password link by mail; the old one stops working. */
export const resendWelcome = (id: number) => call(clientsRoutes.resendWelcome, { params: { id } });

export function useResendWelcome() {
  return useMutation({ mutationFn: resendWelcome });
}
