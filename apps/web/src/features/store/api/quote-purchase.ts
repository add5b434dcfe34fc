import { type PurchaseQuoteRequest, subscriptionsRoutes } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import { QUOTE_HANDLED_STATUSES } from '../../../lib/quotes/quote-errors';

/** `POST /v1/subscription/upgrade/quote`: what the purchase would charge now; moves no money. */
export const quotePurchase = (body: PurchaseQuoteRequest, signal?: AbortSignal) =>
  call(subscriptionsRoutes.upgradeQuote, { body }, { signal, handledStatuses: QUOTE_HANDLED_STATUSES }).then(
    (answer) => answer.data,
  );
