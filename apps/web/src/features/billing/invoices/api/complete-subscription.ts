import type { CompleteResponse, SubscriptionRef } from '@portal/contract';
import { http } from '../../../../lib/http/http-client';

/** `PUT /v1/subscription/complete`: after 3-D Secure; answers the reloaded account and subscriptions. */
export const completeSubscription = (body: SubscriptionRef) =>
  http.put<CompleteResponse>('/v1/subscription/complete', body);
