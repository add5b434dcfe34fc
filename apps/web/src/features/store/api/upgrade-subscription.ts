import { subscriptionsRoutes, type UpgradeRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';

/**
 * Statuses the purchase flow answers itself (spec §8 "Subscribing", server errors included: they get
 * the subscribing text for 6 s). 404 is a plan that is gone, not a missing page.
 */
export const PURCHASE_HANDLED_STATUSES = [402, 404, 409, 422, 500, 502, 503, 504] as const;

/**
 * `POST /v1/subscription/upgrade`: creates or upgrades. The `Idempotency-Key` makes a repeated
 * request of the same attempt (a double click, a retry after a lost answer) buy only once.
 */
export const upgradeSubscription = (body: UpgradeRequest, idempotencyKey: string) =>
  call(
    subscriptionsRoutes.upgrade,
    { body },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      handledStatuses: PURCHASE_HANDLED_STATUSES,
    },
  );
