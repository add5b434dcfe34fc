import type { Interval, Plan } from '@portal/contract/catalog';
import type { PurchaseQuote } from '@portal/contract/quotes';
import { type QuoteState, useQuote } from '../../../lib/quotes/use-quote';
import { quotePurchase } from '../api/quote-purchase';

/** What is being bought, as the dialogs hold it. */
export interface QuotedOrder {
  plan: Plan;
  interval: Interval;
  quantity: number;
  /** A checked, valid coupon's code, or null. */
  couponCode: string | null;
  payByInvoice?: boolean;
}

const wholeQuantity = (input: { quantity: number }) =>
  Number.isInteger(input.quantity) && input.quantity >= 1;

/**
 * The server's quote of the order, refetched (debounced) as licences or coupon change. Without
 * `onQuantityError` (no licences field to show it under) every refusal shows with the figures.
 */
export function usePurchaseQuote(
  order: QuotedOrder,
  onQuantityError?: (message: string) => void,
): QuoteState<PurchaseQuote> {
  const { plan, interval, quantity, couponCode, payByInvoice } = order;
  return useQuote({
    kind: 'purchase',
    input: {
      plan: plan.planIds[interval],
      productId: plan.productId,
      interval,
      quantity,
      couponCode,
      ...(payByInvoice ? { payByInvoice: true } : {}),
    },
    canQuote: wholeQuantity,
    fetch: quotePurchase,
    onQuantityError,
  });
}
