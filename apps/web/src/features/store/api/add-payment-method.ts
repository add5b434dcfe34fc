import type { PaymentMethodCreated } from '@portal/contract';
import { http } from '../../../lib/http/http-client';
import { PURCHASE_HANDLED_STATUSES } from './upgrade-subscription';

/** `POST /v1/account/billing/payment-methods`: the method of this purchase becomes the default. */
export const addDefaultPaymentMethod = (paymentId: string) =>
  http.post<PaymentMethodCreated>(
    '/v1/account/billing/payment-methods',
    { paymentId, isDefault: true },
    { handledStatuses: PURCHASE_HANDLED_STATUSES },
  );
