import { useFormContext, useWatch } from 'react-hook-form';
import { QuoteSummary } from '../../../components/quote-summary';
import { RecurringPrice } from './recurring-price';
import { type QuotedOrder, usePurchaseQuote } from './use-purchase-quote';

/** The figures of an order as the server quotes them (the payment dialog's summary). */
export function OrderQuote({ order }: { order: QuotedOrder }) {
  const state = usePurchaseQuote(order);
  return (
    <QuoteSummary state={state}>
      {state.quote ? <RecurringPrice quote={state.quote} interval={order.interval} /> : null}
    </QuoteSummary>
  );
}

/**
 * The create-subscription dialog's price: the quote of the licences entered in the surrounding
 * form; a refusal about them (too many for one payment) shows under the licences field. Before the
 * invoice data exists the VAT is not known, so the figures stop before it.
 */
export function PurchaseQuote({
  taxPending,
  ...order
}: Omit<QuotedOrder, 'quantity'> & { taxPending: boolean }) {
  const { control, setError } = useFormContext<{ quantity: number }>();
  const quantity = useWatch({ control, name: 'quantity' });
  const state = usePurchaseQuote({ ...order, quantity }, (message) =>
    setError('quantity', { type: 'server', message }),
  );
  return (
    <QuoteSummary state={state} taxPending={taxPending}>
      {state.quote ? (
        <RecurringPrice quote={state.quote} interval={order.interval} taxPending={taxPending} />
      ) : null}
    </QuoteSummary>
  );
}
