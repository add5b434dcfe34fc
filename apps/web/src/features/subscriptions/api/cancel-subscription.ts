import type { SubscriptionChangeResponse, SubscriptionRef } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `PUT /v1/subscription/cancel`: ends the subscription with its running period (grace period). */
export const cancelSubscription = (body: SubscriptionRef) =>
  http.put<SubscriptionChangeResponse>('/v1/subscription/cancel', body);

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
