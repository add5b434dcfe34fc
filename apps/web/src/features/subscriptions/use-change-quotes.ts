import type { Subscription } from '@portal/contract';
import {
  PAUSE_MAX_MONTHS,
  PAUSE_MIN_MONTHS,
  type PauseQuote,
  type YearlyQuote,
  type YearlySwitchTime,
} from '@portal/contract/subscription-changes';
import { type QuoteState, useQuote } from '../../lib/quotes/use-quote';
import { quotePause } from './api/pause-subscription';
import { quoteYearlySwitch } from './api/switch-to-yearly';

/** The server's figures of a pause of `months` months for the pause dialog, asked again on each choice. */
export function usePauseQuote(
  subscription: Pick<Subscription, 'id'>,
  months: number,
): QuoteState<PauseQuote> {
  return useQuote({
    kind: 'pause',
    input: { subscriptionId: subscription.id, months },
    canQuote: (input) =>
      Number.isInteger(input.months) && input.months >= PAUSE_MIN_MONTHS && input.months <= PAUSE_MAX_MONTHS,
    fetch: quotePause,
  });
}

/** The first yearly invoice for the switch dialog, for the time chosen (at the period's end, or now). */
export function useYearlyQuote(
  subscription: Pick<Subscription, 'id'>,
  when: YearlySwitchTime,
): QuoteState<YearlyQuote> {
  return useQuote({
    kind: 'yearly',
    input: { subscriptionId: subscription.id, when },
    canQuote: () => true,
    fetch: quoteYearlySwitch,
  });
}
