import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLatest } from '../payments/use-latest';
import { placeQuoteError } from './quote-errors';
import { useDebouncedValue } from './use-debounced-value';

/** Quantity typing waits this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;

/** What a dialog shows of a quote while the customer edits the order. */
export interface QuoteState<Q> {
  /** The figures to show: the latest answer, kept while the next one loads. */
  quote: Q | undefined;
  /** A newer quote is on its way (the figures shown may be for the previous input). */
  loading: boolean;
  /** A refusal that is not about the quantity, shown with the figures. */
  error: string | null;
  /** The figures are the server's answer for exactly what is entered now. */
  settled: boolean;
}

/** What a dialog quotes (`input`), how, and where a refusal about the quantity goes. */
export interface UseQuoteOptions<I, Q> {
  /** Names the quote in the cache: a kind and the input. */
  kind: string;
  input: I;
  /** False for input the form refuses already: it is not sent, and no figures show for it. */
  canQuote: (input: I) => boolean;
  fetch: (input: I, signal: AbortSignal) => Promise<Q>;
  /** Shows a refusal about the quantity under its field; without one, it shows with the figures. */
  onQuantityError?: (message: string) => void;
}

/**
 * A quote of the order being edited (docs/decisions/0036): asked for once the input has settled
 * for QUOTE_DEBOUNCE_MS, the last figures kept while the next load, a refusal placed where the
 * customer can act on it. The server prices; the browser only shows.
 */
export function useQuote<I, Q>({
  kind,
  input,
  canQuote,
  fetch,
  onQuantityError,
}: UseQuoteOptions<I, Q>): QuoteState<Q> {
  const debounced = useDebouncedValue(input, QUOTE_DEBOUNCE_MS);
  const current = JSON.stringify(input) === JSON.stringify(debounced);
  const query = useQuery({
    queryKey: ['quotes', kind, debounced],
    queryFn: ({ signal }) => fetch(debounced, signal),
    enabled: canQuote(debounced),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const placed = placeQuoteError(query.error);
  const showError = useLatest(onQuantityError);
  useEffect(() => {
    if (placed.field && current) showError.current?.(placed.field);
  }, [placed.field, current, showError]);
  const general = onQuantityError ? placed.general : (placed.general ?? placed.field);

  const shown = canQuote(input);
  return {
    quote: shown ? query.data : undefined,
    loading: shown && (query.isFetching || !current),
    error: shown && current ? general : null,
    settled: shown && current && query.isSuccess && !query.isPlaceholderData && !query.isFetching,
  };
}
