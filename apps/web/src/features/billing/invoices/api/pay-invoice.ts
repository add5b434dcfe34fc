import { invoicesRoutes, type PayInvoiceRequest } from '@portal/contract';
import { call } from '../../../../lib/http/http-client';

/** Statuses the pay dialog words itself: declined (402), already paid or busy (409), bad input (422). */
const PAY_HANDLED_STATUSES = [402, 409, 422] as const;

/**
 * `POST /v1/invoice/:id/pay`: pays an open card invoice with the saved card or a new one. The
 * `Idempotency-Key` of one attempt makes a double click or a retry after a lost answer pay once.
 */
export const payInvoice = (id: number, body: PayInvoiceRequest, idempotencyKey: string) =>
  call(
    invoicesRoutes.pay,
    { params: { id }, body },
    { headers: { 'Idempotency-Key': idempotencyKey }, handledStatuses: PAY_HANDLED_STATUSES },
  );

/** `POST /v1/invoice/:id/pay/confirm`: after 3-D Secure, the gateway's word on the attempt. */
export const confirmInvoicePayment = (id: number, idempotencyKey: string) =>
  call(
    invoicesRoutes.confirmPayment,
    { params: { id } },
    { headers: { 'Idempotency-Key': idempotencyKey }, handledStatuses: PAY_HANDLED_STATUSES },
  );
