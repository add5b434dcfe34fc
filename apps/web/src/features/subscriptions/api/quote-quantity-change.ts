import { type QuantityRequest, subscriptionsRoutes } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import { QUOTE_HANDLED_STATUSES } from '../../../lib/quotes/quote-errors';

/** `POST /v1/subscription/quantity/quote`: what more licences would charge now; moves no money. */
export const quoteQuantityChange = (body: QuantityRequest, signal?: AbortSignal) =>
  call(subscriptionsRoutes.quantityQuote, { body }, { signal, handledStatuses: QUOTE_HANDLED_STATUSES }).then(
    (answer) => answer.data,
  );
