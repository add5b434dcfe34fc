import { type SubscriptionRef, subscriptionsRoutes, type YearlySwitchRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { QUOTE_HANDLED_STATUSES } from '../../../lib/quotes/quote-errors';

/** `POST /v1/subscription/yearly/quote`: the first yearly invoice, credit included; moves no money. */
export const quoteYearlySwitch = (body: YearlySwitchRequest, signal?: AbortSignal) =>
  call(subscriptionsRoutes.yearlyQuote, { body }, { signal, handledStatuses: QUOTE_HANDLED_STATUSES }).then(
    (answer) => answer.data,
  );

export interface YearlySwitch extends YearlySwitchRequest {
  /** One key per dialog and choice: a double click or a retry never charges the year twice. */
  idempotencyKey: string;
}

/** `PUT /v1/subscription/yearly`: at the next renewal, or now with the unused month credited. */
export const switchToYearly = ({ idempotencyKey, ...body }: YearlySwitch) =>
  call(subscriptionsRoutes.switchToYearly, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** `PUT /v1/subscription/yearly/withdraw`: keeps monthly billing; nothing was charged. */
export const withdrawYearly = (body: SubscriptionRef) => call(subscriptionsRoutes.withdrawYearly, { body });

export function useSwitchToYearly() {
  return useMutation({ mutationFn: switchToYearly });
}

export function useWithdrawYearly() {
  return useMutation({ mutationFn: withdrawYearly });
}
