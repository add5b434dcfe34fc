import { subscriptionsRoutes } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import { PURCHASE_HANDLED_STATUSES } from './upgrade-subscription';

/**
 * `PUT /v1/subscription/complete`: after the 3-D Secure challenge the server asks the gateway how it
 * went; a failed challenge answers 402 `authentication_failed` and undoes the purchase.
 */
export const completeSubscription = (subscriptionId: string, idempotencyKey: string) =>
  call(
    subscriptionsRoutes.complete,
    { body: { subscriptionId } },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      handledStatuses: PURCHASE_HANDLED_STATUSES,
    },
  );
