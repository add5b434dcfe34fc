import type { BillingInformation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../lib/http/http-client';

/** `PUT /v1/account/billing/information` (spec §7); answers the translated success message. */
export const updateBillingInformation = (body: BillingInformation) =>
  http.put<{ message: string }>('/v1/account/billing/information', body);

export function useUpdateBillingInformation() {
  return useMutation({ mutationFn: updateBillingInformation });
}
