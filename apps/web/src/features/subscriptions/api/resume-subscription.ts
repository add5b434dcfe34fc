import type { SubscriptionChangeResponse, SubscriptionRef } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `PUT /v1/subscription/resume`: takes a cancellation back while the period still runs. */
export const resumeSubscription = (body: SubscriptionRef) =>
  http.put<SubscriptionChangeResponse>('/v1/subscription/resume', body);

export function useResumeSubscription() {
  return useMutation({ mutationFn: resumeSubscription });
}
