import type { RequestOptions } from '../../../../lib/http/http-client';

/**
 * What the payment-methods screen words itself (spec §8 "Payment methods"): 404 `user_not_found`
 * shows the server's message (any other 404 stays the 404 page), 409 `last_payment_method` explains
 * the blocked delete, 422 names the input, 503 is the payment provider being down.
 */
export const PAYMENT_METHOD_HANDLED: Pick<RequestOptions, 'handledStatuses' | 'handledCodes'> = {
  handledStatuses: [409, 422, 503],
  handledCodes: ['user_not_found'],
};
