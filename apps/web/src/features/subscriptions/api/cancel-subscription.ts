import { type SubscriptionRef, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/subscription/cancel`: ends the subscription with its running period (grace period). */
export const cancelSubscription = (body: SubscriptionRef) => call(subscriptionsRoutes.cancel, { body });

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
