import type { Language, QuantityQuote, QuantityRequest } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import type { Principal } from '../../platform/principal';
import { loadBillingAccount } from '../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { linesLanguage } from './lines-language';
import { checkQuantityChange, priceQuantityChange } from './price-quantity-change';
import { toQuote } from './quote-view';
import { accountTime } from './renewals/account-clock';
import { subscriptionNotFound } from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';
import { renewalNet } from './subscription-view';

/**
 * `POST /v1/subscription/quantity/quote`: what more licences would charge now, priced and refused
 * by the licence change's own code at the account's time, and what each renewal comes to then.
 * Another account's subscription is not found, as for the change itself. Reads only.
 */
export async function quoteQuantityChange(
  deps: AppDeps,
  principal: Principal,
  input: QuantityRequest,
  callerLanguage: Language,
): Promise<QuantityQuote> {
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  checkQuantityChange(record, input.quantity);
  await checkVatIdBeforeFirstInvoice(deps, accountId);
  const at = await accountTime(deps, accountId);
  const account = await withVatIdCheck(deps, db, await loadBillingAccount(db, accountId), at);
  const priced = priceQuantityChange(
    deps.config,
    account,
    record,
    input.quantity,
    at,
    linesLanguage(account, callerLanguage),
  );
  const net = renewalNet(record, input.quantity);
  return {
    ...toQuote(priced, record.subscription.currencyId),
    renewal: { net, difference: net - renewalNet(record) },
  };
}
