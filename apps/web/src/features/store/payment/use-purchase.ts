import { finalPrice } from '@portal/contract/catalog';
import type { SepaDebitNotice } from '@portal/contract/invoices';
import { currencyCodeOf, toMajorUnits } from '@portal/contract/money';
import type { UpgradeResponse } from '@portal/contract/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { emit } from '../../../lib/events/event-bus';
import { sepaDebitText } from '../../../lib/format/sepa-debit-text';
import { trackConversion } from '../../../lib/integrations/conversions';
import { paymentMethodsQueryKey } from '../../../lib/payment-methods/payment-methods-query';
import type { PaymentsModule } from '../../../lib/payments/payments';
import { accountQueryKey } from '../../../lib/session/get-account';
import { setPermissions } from '../../../lib/session/session-store';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { subscriptionsQueryKey } from '../../../lib/subscriptions/subscriptions-keys';
import { completeSubscription } from '../api/complete-subscription';
import { createSepaSetup } from '../api/create-sepa-setup';
import { upgradeSubscription } from '../api/upgrade-subscription';
import type { PurchaseRequest } from './payment-choice';
import { PURCHASE_SOURCE, type PurchaseFailure, reactToPurchaseError } from './purchase-errors';

export const MY_PRODUCTS_PATH = '/subscriptions/my';

const payerName = (request: PurchaseRequest) =>
  `${request.payer.firstname.trim()} ${request.payer.lastname.trim()}`;

/**
 * Spec §4 "Payment method"/"Subscribing": a new card or IBAN is created at the gateway (the card
 * input or the SEPA mandate). Returns its gateway id, which the purchase names: the server saves it
 * in the same call (as the default when the customer chose so, decision 0040) and, if the purchase is refused or undone later (a failed or
 * abandoned 3-D Secure), removes it and gives the earlier default back — in the purchase's own
 * lifecycle, so a closed tab leaves nothing behind (decision 0023).
 */
async function createNewMethod(
  payments: PaymentsModule | null,
  request: PurchaseRequest,
): Promise<string | null> {
  const { handle, choice } = request;
  if (choice !== 'card' && choice !== 'sepa') return null;
  if (!payments || !handle) throw new Error('The payment input is not ready');
  const name = payerName(request);
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
  return paymentMethodId;
}

const buy = (request: PurchaseRequest, newPaymentMethodId: string | null) => {
  const { plan, interval, quantity, coupon, purchaseOrder } = request.order;
  return upgradeSubscription(
    {
      plan: plan.planIds[interval],
      quantity,
      couponCode: coupon?.code ?? null,
      productId: plan.productId,
      interval,
      payByInvoice: request.choice === 'invoice',
      purchase_order: purchaseOrder,
      newPaymentMethodId,
      ...(newPaymentMethodId ? { newPaymentMethodDefault: request.makeDefault } : {}),
    },
    request.idempotencyKey,
  );
};

/**
 * The purchase of the payment dialog (spec §4 "Subscribing"): create a new method at the gateway,
 * then create or upgrade (the server saves the method),
 * and on `incomplete` run the 3-D Secure challenge and let the server complete it. Resolves with
 * null once the customer is on My products, or with the failure the dialog shows.
 */
export function usePurchase(payments: PaymentsModule | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  // The purchase may have saved a new default method as well.
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
    ]);

  // A SEPA debit is announced in the confirmation (decision 0082): it stays until it is closed.
  const finish = (message: string, debit?: SepaDebitNotice | null) => {
    emit('permissions-updated');
    showSnackbar(debit ? `${message} ${sepaDebitText(debit, t)}` : message, {
      severity: 'success',
      duration: debit ? SNACKBAR_DURATION.persistent : SNACKBAR_DURATION.default,
      source: PURCHASE_SOURCE,
    });
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
    try {
      const created = await createNewMethod(payments, request);
      const answer = await buy(request, created);
      if (answer.status === 'incomplete') {
        await authenticate(answer, request);
        return null;
      }
      const { plan, interval, quantity, coupon } = request.order;
      const unitAmount = plan.unitAmounts[interval] ?? 0;
      const currency = currencyCodeOf(plan.currencyId);
      trackConversion('purchase', {
        productId: plan.productId,
        value: toMajorUnits(finalPrice(unitAmount, quantity, coupon?.percentOff ?? 0), currency),
        currency,
      });
      await reload();
      finish(answer.message, answer.data.sepaDebit);
      return null;
    } catch (error) {
      // A purchase left incomplete shows on the account: reload what may have changed.
      void reload();
      return reactToPurchaseError(error, t);
    } finally {
      setPending(false);
    }
  };

  return { purchase, pending };
}
