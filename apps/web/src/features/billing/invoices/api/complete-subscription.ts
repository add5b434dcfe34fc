import { type SubscriptionRef, subscriptionsRoutes } from '@portal/contract';
import { call } from '../../../../lib/http/http-client';

/** `PUT /v1/subscription/complete`: after 3-D Secure; answers the reloaded account and subscriptions. */
export const completeSubscription = (body: SubscriptionRef) => call(subscriptionsRoutes.complete, { body });
