import { CURRENCY_CODES, type ExtraUserQuote, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { loadBillingAccount } from '../payments/index';
import { accountTime, linesLanguage, toQuote } from '../subscriptions/index';
import { checkVatIdBeforeFirstInvoice, withVatIdCheck } from '../vat-ids/index';
import { priceExtraUser } from './price-extra-user';
import { billsExtraUsers, findToolsSubscription } from './tools-subscription';

/**
 * What adding one sub-user costs now (`GET /api/v1/clients/extra-user-quote`), priced by the code
 * that charges it at the account's time: `billed` with the prorated invoice and the price per user
 * and month, `included` on Corporate and Contracted, or `no_tools_subscription`. Reads only.
 */
export async function quoteExtraUser(
  deps: AppDeps,
  accountId: number,
  callerLanguage: Language = 'en',
): Promise<ExtraUserQuote> {
  const db = deps.database.db;
  const [tools, account] = await Promise.all([
    findToolsSubscription(db, accountId),
    loadBillingAccount(db, accountId),
  ]);
  if (!tools) {
    const currency = (await accountCurrencyId(db, accountId)) === 2 ? 'usd' : 'eur';
    return { status: 'no_tools_subscription', monthly: null, currency, quote: null };
  }
  const sub = tools.subscription;
  const currency = CURRENCY_CODES[sub.currencyId === 2 ? 2 : 1];
  if (!billsExtraUsers(tools)) return { status: 'included', monthly: null, currency, quote: null };
  await checkVatIdBeforeFirstInvoice(deps, accountId);
  const at = await accountTime(deps, accountId);
  const buyer = await withVatIdCheck(deps, db, account, at);
  const priced = priceExtraUser(deps.config, buyer, tools, at, linesLanguage(account, callerLanguage));
  const monthly = sub.interval === 'year' ? Math.round(priced.unitAmount / 12) : priced.unitAmount;
  return { status: 'billed', monthly, currency, quote: toQuote(priced, sub.currencyId) };
}

/** Without a subscription, the account's own currency (a USD account buys in dollars). */
async function accountCurrencyId(db: Executor, accountId: number): Promise<number> {
  const [row] = await db.select({ currencyId: users.currencyId }).from(users).where(eq(users.id, accountId));
  return row?.currencyId ?? 1;
}
