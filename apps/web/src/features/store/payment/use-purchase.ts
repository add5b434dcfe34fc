import { finalPrice } from '@portal/contract/catalog';
import type { UpgradeResponse } from '@portal/contract/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { emit } from '../../../lib/events/event-bus';
import { isHttpError } from '../../../lib/http/http-error';
import { trackConversion } from '../../../lib/integrations/conversions';
import {
  fetchPaymentMethods,
  paymentMethodsQueryKey,
} from '../../../lib/payment-methods/payment-methods-query';
import type { PaymentsModule } from '../../../lib/payments/payments';
import { accountQueryKey } from '../../../lib/session/get-account';
import { setPermissions } from '../../../lib/session/session-store';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { subscriptionsQueryKey } from '../../../lib/subscriptions/subscriptions-query';
import { addDefaultPaymentMethod } from '../api/add-payment-method';
import { completeSubscription } from '../api/complete-subscription';
import { createSepaSetup } from '../api/create-sepa-setup';
import { deleteSavedMethod, restoreDefaultMethod } from '../api/undo-saved-method';
import { upgradeSubscription } from '../api/upgrade-subscription';
import type { PurchaseRequest } from './payment-choice';
import { type PurchaseFailure, reactToPurchaseError } from './purchase-errors';

export const MY_PRODUCTS_PATH = '/subscriptions/my';

const payerName = (request: PurchaseRequest) =>
  `${request.payer.firstname.trim()} ${request.payer.lastname.trim()}`;

/** The method saved for this attempt, and the default it took over from. */
interface SavedMethod {
  id: string;
  previousDefaultId: string | null;
}

/** Spec §4 "Payment method"/"Subscribing": a new card or IBAN is saved as default before buying. */
async function saveNewMethod(
  payments: PaymentsModule | null,
  request: PurchaseRequest,
): Promise<SavedMethod | null> {
  const { handle, choice } = request;
  if (choice !== 'card' && choice !== 'sepa') return null;
  if (!payments || !handle) throw new Error('The payment input is not ready');
  const name = payerName(request);
  // Only needed to undo a refusal: not knowing it must not stand in the way of buying.
  const methods = await fetchPaymentMethods().catch(() => []);
  const previousDefaultId = methods.find((method) => method.isDefault)?.id ?? null;
  let paymentMethodId: string;
  if (choice === 'card') {
    ({ paymentMethodId } = await payments.createCardMethod(handle, { name }));
  } else {
    const setup = await createSepaSetup();
    ({ paymentMethodId } = await payments.confirmSepaSetup(handle, {
      setupIntentId: setup.id,
      clientSecret: setup.clientSecret,
      name,
    }));
  }
  const saved = await addDefaultPaymentMethod(paymentMethodId);
  return { id: saved.data.id, previousDefaultId };
}

/** Refusals that leave no purchase behind (declined, 3-D Secure failed, a rule of §4). */
const REFUSED = new Set([402, 404, 409, 422]);

/**
 * A refused purchase creates nothing (issue: "a declined card … creates nothing"): the method saved
 * for it goes again and the earlier default is the default again. Best effort; a lost answer (no
 * status) may hide a purchase that went through, so then nothing is undone.
 */
async function undoSavedMethod(saved: SavedMethod | null, error: unknown): Promise<void> {
  if (!saved || !isHttpError(error) || !REFUSED.has(error.statusCode)) return;
  await deleteSavedMethod(saved.id).catch(() => undefined);
  if (saved.previousDefaultId) await restoreDefaultMethod(saved.previousDefaultId).catch(() => undefined);
}

const buy = (request: PurchaseRequest) => {
  const { plan, interval, quantity, coupon } = request.order;
  return upgradeSubscription(
    {
      plan: plan.planIds[interval],
      quantity,
      couponCode: coupon?.code ?? null,
      productId: plan.productId,
      interval,
      payByInvoice: request.choice === 'invoice',
    },
    request.idempotencyKey,
  );
};

/**
 * The purchase of the payment dialog (spec §4 "Subscribing"): save a new method, create or upgrade,
 * and on `incomplete` run the 3-D Secure challenge and let the server complete it. Resolves with
 * null once the customer is on My products, or with the failure the dialog shows.
 */
export function usePurchase(payments: PaymentsModule | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    ]);

  const finish = (message: string) => {
    emit('permissions-updated');
    showSnackbar(message, { severity: 'success', duration: SNACKBAR_DURATION.default });
    navigate(MY_PRODUCTS_PATH);
  };

  /** Status `incomplete`: the bank asks the customer, then the server asks the gateway. */
  const authenticate = async (answer: UpgradeResponse, request: PurchaseRequest) => {
    const { paymentIntentClientSecret, paymentMethodId, subscriptionId } = answer.data;
    if (!payments || !paymentIntentClientSecret || !paymentMethodId) {
      throw new Error('An incomplete purchase came without its payment intent');
    }
    // The outcome is the server's to decide: a failed check makes it undo the purchase (402).
    await payments.confirmCardPayment({ clientSecret: paymentIntentClientSecret, paymentMethodId });
    const completed = await completeSubscription(subscriptionId, `${request.idempotencyKey}-complete`);
    setPermissions(completed.account.permissions);
    queryClient.setQueryData(accountQueryKey, completed.account);
    await reload();
    finish(completed.message);
  };

  const purchase = async (request: PurchaseRequest): Promise<PurchaseFailure | null> => {
    setPending(true);
    let saved: SavedMethod | null = null;
    try {
      saved = await saveNewMethod(payments, request);
      const answer = await buy(request);
      if (answer.status === 'incomplete') {
        await authenticate(answer, request);
        return null;
      }
      const { plan, interval, quantity, coupon } = request.order;
      const unitAmount = plan.unitAmounts[interval] ?? 0;
      trackConversion('purchase', {
        productId: plan.productId,
        value: finalPrice(unitAmount, quantity, coupon?.percentOff ?? 0) / 100,
        currency: plan.currencyId === 1 ? 'EUR' : 'USD',
      });
      await reload();
      finish(answer.message);
      return null;
    } catch (error) {
      await undoSavedMethod(saved, error);
      // A purchase left incomplete shows on the account: reload what may have changed.
      void reload();
      void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      return reactToPurchaseError(error, t);
    } finally {
      setPending(false);
    }
  };

  return { purchase, pending };
}
