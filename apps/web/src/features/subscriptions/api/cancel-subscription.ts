import { type CancelRequest, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `PUT /v1/subscription/cancel`: ends the subscription with its running period (grace period), or at
 * once while it is paused; the reason and comment are kept for the statistics (decision 0085).
 */
export const cancelSubscription = (body: CancelRequest) => call(subscriptionsRoutes.cancel, { body });

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
