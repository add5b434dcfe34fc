import type { Language, YearlyQuote, YearlySwitchRequest } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import type { Principal } from '../../../platform/principal';
import { loadBillingAccount } from '../../payments/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../../vat-ids/index';
import { linesLanguage } from '../lines-language';
import { toQuote } from '../quote-view';
import { accountTime } from '../renewals/account-clock';
import { subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription } from '../subscription-queries';
import { priceYearlySwitch } from './price-yearly-switch';
import { checkYearlySwitch } from './yearly-switch-rules';

/**
 * `POST /v1/subscription/yearly/quote`: the first yearly invoice, priced and refused by the switch's
 * own code at the account's time. `now` is charged at once; `period_end` at the next renewal, so
 * nothing is due now. Another account's subscription is not found. Reads only.
 */
export async function quoteYearlySwitch(
  deps: AppDeps,
  principal: Principal,
  input: YearlySwitchRequest,
  callerLanguage: Language,
): Promise<YearlyQuote> {
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  const plan = await checkYearlySwitch(db, record, input.when);
  await checkVatIdBeforeFirstInvoice(deps, accountId);
  const at = await accountTime(deps, accountId);
  const account = await withVatIdCheck(deps, db, await loadBillingAccount(db, accountId), at);
  const priced = priceYearlySwitch(
    deps.config,
    account,
    record,
    plan,
    input.when,
    at,
    linesLanguage(account, callerLanguage),
  );
  const quote = toQuote(priced, record.subscription.currencyId);
  return {
    ...quote,
    dueNow: input.when === 'now' ? quote.dueNow : 0,
    when: input.when,
    yearly_unit: plan.unitAmount,
    monthly_unit_times_twelve: record.subscription.unitAmount * 12,
  };
}
