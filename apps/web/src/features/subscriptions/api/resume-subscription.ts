import { type SubscriptionRef, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/subscription/resume`: takes a cancellation back while the period still runs. */
export const resumeSubscription = (body: SubscriptionRef) => call(subscriptionsRoutes.resume, { body });

export function useResumeSubscription() {
  return useMutation({ mutationFn: resumeSubscription });
}
