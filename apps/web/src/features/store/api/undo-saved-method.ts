import { http } from '../../../lib/http/http-client';

// Quiet calls: undoing is best effort after a refusal the dialog already words.
const QUIET = [400, 402, 404, 409, 422, 500, 502, 503, 504] as const;

/** `DELETE /v1/account/billing/payment-methods/:id`: the method saved for a refused purchase. */
export const deleteSavedMethod = (id: string) =>
  http.delete<unknown>(`/v1/account/billing/payment-methods/${encodeURIComponent(id)}`, {
    handledStatuses: QUIET,
  });

/** `POST /v1/account/billing/payment-methods/default`: the default from before the attempt. */
export const restoreDefaultMethod = (paymentId: string) =>
  http.post<unknown>(
    '/v1/account/billing/payment-methods/default',
    { paymentId },
    { handledStatuses: QUIET },
  );
