import { type PauseRequest, type SubscriptionRef, subscriptionsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { QUOTE_HANDLED_STATUSES } from '../../../lib/quotes/quote-errors';

/** `POST /v1/subscription/pause/quote`: when a pause would run and which charge it skips; moves no money. */
export const quotePause = (body: PauseRequest, signal?: AbortSignal) =>
  call(subscriptionsRoutes.pauseQuote, { body }, { signal, handledStatuses: QUOTE_HANDLED_STATUSES }).then(
    (answer) => answer.data,
  );

/** `PUT /v1/subscription/pause`: 1–3 months from the end of the running period (decision 0085). */
export const pauseSubscription = (body: PauseRequest) => call(subscriptionsRoutes.pause, { body });

/** `PUT /v1/subscription/pause/end`: withdraws a planned pause, or ends a running one now (and charges). */
export const endPause = (body: SubscriptionRef) => call(subscriptionsRoutes.endPause, { body });

export function usePauseSubscription() {
  return useMutation({ mutationFn: pauseSubscription });
}

export function useEndPause() {
  return useMutation({ mutationFn: endPause });
}
