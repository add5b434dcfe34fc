import { paymentEndpoints } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import { PURCHASE_HANDLED_STATUSES } from './upgrade-subscription';

/** `POST /v1/account/billing/payment-methods`: the method of this purchase becomes the default. */
export const addDefaultPaymentMethod = (paymentId: string) =>
  call(
    paymentEndpoints.addPaymentMethod,
    { body: { paymentId, isDefault: true } },
    { handledStatuses: PURCHASE_HANDLED_STATUSES },
  );
