import { type BillingInformation, paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/account/billing/information` (spec §7); answers the translated success message. */
export const updateBillingInformation = (body: BillingInformation) =>
  call(paymentsRoutes.updateBillingInformation, { body });

export function useUpdateBillingInformation() {
  return useMutation({ mutationFn: updateBillingInformation });
}
