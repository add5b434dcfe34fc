import type { Subscription } from '@portal/contract';
import type { QuantityQuote } from '@portal/contract/quotes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type QuoteState, useQuote } from '../../lib/quotes/use-quote';
import { quoteQuantityChange } from './api/quote-quantity-change';

/**
 * The server's quote of more licences for the change-quantity dialog, refetched (debounced) while
 * the customer types. Fewer or as many licences are not quoted: the dialog explains those itself.
 * A refusal about the quantity (too many for one payment) goes under the quantity field.
 */
export function useQuantityQuote<V extends FieldValues & { quantity: number }>(
  subscription: Pick<Subscription, 'id' | 'quantity'>,
  quantity: number,
  setError: UseFormSetError<V>,
): QuoteState<QuantityQuote> {
  return useQuote({
    kind: 'quantity',
    input: { subscriptionId: subscription.id, quantity },
    canQuote: (input) => Number.isInteger(input.quantity) && input.quantity > subscription.quantity,
    fetch: quoteQuantityChange,
    onQuantityError: (message) => setError('quantity' as Path<V>, { type: 'server', message }),
  });
}
