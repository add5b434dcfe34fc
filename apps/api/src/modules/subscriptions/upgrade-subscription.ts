import { message, type UpgradeRequest, type UpgradeResponse } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { chargeReserved, chargeStatus, refundQuietly } from '../money/index';
import { addPaymentMethod } from '../payments/index';
import { immediateNoticeSince, sepaDebitView } from '../sepa-notices/index';
import { finishPurchase } from './finish-purchase';
import { giveBackSavedMethod, releasePurchase, reservePurchase } from './reserve-purchase';
import { changeInProgress } from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';

/**
 * `POST /v1/subscription/upgrade` (spec §4 "Subscribing"): reserve, charge, then record. The first
 * payment is charged at once; a card that needs 3-D Secure answers `incomplete` with what the browser
 * needs to confirm it; a declined payment leaves nothing behind.
 */
export async function upgradeSubscription(
  deps: AppDeps,
  context: RequestContext,
  requested: UpgradeRequest,
): Promise<UpgradeResponse> {
  const principal = callerOf(context);
  const body = await withNewMethodSaved(deps, context, requested);
  const reservation = await reservePurchase(deps, context, body).catch(async (error: unknown) => {
    // Refused by a rule before anything was reserved: the method saved for it goes again too.
    if (body.savedPaymentMethodId)
      await giveBackSavedMethod(deps, principal.accountId, body.savedPaymentMethodId);
    throw error;
  });
  const { plan } = reservation;
  const intent = await chargeReserved(deps, reservation.charge, {
    method: reservation.method,
    description: plan.productName,
    release: (failed) => releasePurchase(deps, reservation, { gatewayIntentId: failed?.id ?? null }, context),
  });
  if (!(await finishPurchase(deps, reservation, intent, context))) {
    // The sweep settled this purchase first (the request outlived its lease): its word stands, and
    // money it could not see yet goes back.
    if (intent && !(await purchaseRecorded(deps, reservation.chargeId))) {
      await refundQuietly(deps, intent, {
        accountId: reservation.accountId,
        purpose: 'purchase',
        chargeId: reservation.chargeId,
      });
    }
    throw changeInProgress();
  }

  const record = await findLiveSubscription(
    deps.database.db,
    reservation.accountId,
    reservation.subscriptionId,
  );
  if (!record) throw new Error(`subscription ${reservation.subscriptionId} vanished after purchase`);
  const subscription = toSubscriptionView(record);
  const incomplete = intent?.status === 'requires_action';
  const name = plan.productName;
  const debit =
    plan.methodType === 'sepa_debit'
      ? await immediateNoticeSince(
          deps.database.db,
          reservation.accountId,
          reservation.subscriptionId,
          new Date(plan.at),
        )
      : null;
  return {
    status: incomplete ? 'incomplete' : 'active',
    message: t(
      context.language,
      incomplete ? 'subscriptions.pendingAuthentication' : 'subscriptions.created',
      { name },
    ),
    data: {
      subscriptionId: reservation.subscriptionId,
      subscription,
      paymentIntent: incomplete && intent ? intent.id : null,
      paymentMethodId: incomplete && reservation.method ? reservation.method.gatewayId : null,
      paymentIntentClientSecret: incomplete && intent ? intent.clientSecret : null,
      sepaDebit: debit ? sepaDebitView(debit) : null,
    },
  };
}

/**
 * A card or IBAN entered in the payment dialog is saved by the purchase itself, so a refusal, a
 * failed 3-D Secure or an expired purchase removes it in the purchase's lifecycle (decision 0023):
 * from here on it is the method saved for this purchase, and the one it charges. It becomes the
 * default every subscription renews on only when the customer chose so (decision 0040), or when it
 * is the account's first method (spec §4).
 */
async function withNewMethodSaved(
  deps: AppDeps,
  context: RequestContext,
  body: UpgradeRequest,
): Promise<UpgradeRequest> {
  if (!body.newPaymentMethodId) return body;
  if (body.savedPaymentMethodId) throw fieldError({ newPaymentMethodId: [message('validation.oneOf')] });
  const saved = await addPaymentMethod(deps, context, {
    paymentId: body.newPaymentMethodId,
    isDefault: body.newPaymentMethodDefault !== false,
  });
  return { ...body, newPaymentMethodId: null, savedPaymentMethodId: saved.id };
}

async function purchaseRecorded(deps: AppDeps, chargeId: string): Promise<boolean> {
  return (await chargeStatus(deps.database.db, chargeId)) === 'recorded';
}
