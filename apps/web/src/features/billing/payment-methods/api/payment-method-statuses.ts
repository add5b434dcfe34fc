/**
 * Statuses the payment-methods screen words itself (spec §8 "Payment methods"): 404 `user_not_found`
 * shows the server's message rather than the 404 page, 409 `last_payment_method` explains the
 * blocked delete, 503 is the payment provider being down.
 */
export const PAYMENT_METHOD_HANDLED_STATUSES = [404, 409, 422, 503] as const;
