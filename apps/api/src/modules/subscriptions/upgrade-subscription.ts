import type { UpgradeRequest, UpgradeResponse } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { t } from '../../platform/i18n/index';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { Principal } from '../../platform/principal';
import { ensureGatewayCustomer } from '../payments/ensure-gateway-customer';
import { charge } from './charge';
import { finishPurchase } from './finish-purchase';
import { releasePurchase, reservePurchase } from './reserve-purchase';
import { paymentDeclined } from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';

/**
 * `POST /v1/subscription/upgrade` (spec §4 "Subscribing"): reserve, charge, then record. The first
 * payment is charged at once; a card that needs 3-D Secure answers `incomplete` with what the browser
 * needs to confirm it; a declined payment leaves nothing behind.
 */
export async function upgradeSubscription(
  deps: AppDeps,
  principal: Principal,
  body: UpgradeRequest,
  request: FastifyRequest,
): Promise<UpgradeResponse> {
  const reservation = await reservePurchase(deps, principal, body, request.language);
  let intent: GatewayPaymentIntent | null = null;
  try {
    if (reservation.method && reservation.gross > 0) {
      const customerId = await ensureGatewayCustomer(deps, reservation.accountId);
      intent = await charge(deps, {
        customerId,
        method: reservation.method,
        amount: reservation.gross,
        currencyId: reservation.currencyId,
        offSession: false,
        idempotencyKey: `purchase-${reservation.subscriptionId}`,
        description: reservation.productName,
      });
      if (intent.status === 'failed') throw paymentDeclined(intent.failureCode);
    }
    await finishPurchase(deps, principal, reservation, intent, request);
  } catch (error) {
    await releasePurchase(deps, reservation);
    // Money that moved for a purchase that could not be recorded goes back at once.
    if (intent && intent.status !== 'failed') {
      await deps.gateway
        .refund({ paymentIntentId: intent.id, amount: intent.amount, idempotencyKey: `refund-${intent.id}` })
        .catch((refundError: unknown) =>
          request.log.error({ err: refundError }, 'refund after failed purchase'),
        );
    }
    throw error;
  }

  const record = await findLiveSubscription(
    deps.database.db,
    reservation.accountId,
    reservation.subscriptionId,
  );
  if (!record) throw new Error(`subscription ${reservation.subscriptionId} vanished after purchase`);
  const subscription = toSubscriptionView(record);
  const incomplete = intent?.status === 'requires_action';
  const name = reservation.productName;
  return {
    status: incomplete ? 'incomplete' : 'active',
    message: t(
      request.language,
      incomplete ? 'subscriptions.pendingAuthentication' : 'subscriptions.created',
      { name },
    ),
    data: {
      subscriptionId: reservation.subscriptionId,
      subscription,
      paymentIntent: incomplete && intent ? intent.id : null,
      paymentMethodId: incomplete && reservation.method ? reservation.method.gatewayId : null,
      paymentIntentClientSecret: incomplete && intent ? intent.clientSecret : null,
    },
  };
}
