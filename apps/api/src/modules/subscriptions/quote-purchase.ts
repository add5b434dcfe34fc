import type { Language, PurchaseQuote, PurchaseQuoteRequest } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import type { Principal } from '../../platform/principal';
import { loadBillingAccount } from '../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { linesLanguage } from './lines-language';
import { pricePurchase } from './price-purchase';
import { checkPurchaseOrder, couponOfOrder } from './purchase-order';
import { purchaseRecurring } from './purchase-recurring';
import { toQuote } from './quote-view';
import { accountTime } from './renewals/account-clock';

/**
 * `POST /v1/subscription/upgrade/quote`: what the purchase would charge now, priced and refused by
 * the purchase's own code at the account's time. Reads only: nothing is reserved or redeemed. What
 * the payment dialog still collects (invoice data, a payment method) is not asked for yet.
 */
export async function quotePurchase(
  deps: AppDeps,
  principal: Principal,
  body: PurchaseQuoteRequest,
  callerLanguage: Language,
): Promise<PurchaseQuote> {
  const { accountId } = principal;
  const db = deps.database.db;
  // The purchase asks the same, so the quote says what the invoice will (decision 0080).
  await checkVatIdBeforeFirstInvoice(deps, accountId);
  const at = await accountTime(deps, accountId);
  const account = await withVatIdCheck(deps, db, await loadBillingAccount(db, accountId), at);
  const order = await checkPurchaseOrder(db, accountId, body, at);
  const coupon = await couponOfOrder(db, body.couponCode, at);
  const priced = pricePurchase(deps.config, account, order, {
    quantity: body.quantity,
    interval: body.interval,
    payByInvoice: body.payByInvoice === true,
    coupon,
    at,
    language: linesLanguage(account, callerLanguage),
  });
  return {
    ...toQuote(priced, order.plan.currencyId),
    recurring: purchaseRecurring(order.plan.unitAmount, body.quantity, body.interval, coupon),
  };
}
