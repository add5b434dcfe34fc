import { type SubscriptionRef, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `POST /v1/subscription/retention-offer`: the offer the cancel dialog makes once, with the next
 * renewal priced, or null when the product has none or this subscription has answered one.
 */
export const askRetentionOffer = (body: SubscriptionRef) =>
  call(subscriptionsRoutes.retentionOffer, { body }).then((answer) => answer.data);

/** `PUT /v1/subscription/retention-offer/accept`: the coupon discounts the renewals from the next one. */
export const acceptRetentionOffer = (body: SubscriptionRef) =>
  call(subscriptionsRoutes.acceptRetentionOffer, { body });

export function useAskRetentionOffer() {
  return useMutation({ mutationFn: askRetentionOffer });
}

export function useAcceptRetentionOffer() {
  return useMutation({ mutationFn: acceptRetentionOffer });
}
