import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { InvoiceRow } from '../../invoices/index';
import { moneyTransaction } from '../../money/index';
import { gateRetryDebit } from '../../sepa-notices/index';
import type { SubscriptionRow } from '../subscription-queries';
import { debitsBySepa, selectDueRows } from './renewal-plan';

/**
 * Whether a dunning retry waits for its own pre-notification (decision 0082): a retry collected by
 * SEPA direct debit is a new debit of the open invoice, announced N days ahead like the renewal it
 * repeats. The first time it is due, its notice goes out and it waits; it is collected once that
 * notice is old enough. A card retry, or a SEPA retry whose notice is due, does not wait.
 */
export async function sepaRetryWaits(
  deps: AppDeps,
  item: { subscription: SubscriptionRow; invoice: InvoiceRow; at: Date },
): Promise<boolean> {
  const accountId = item.subscription.userId;
  return moneyTransaction(deps, accountId, async (tx) => {
    const [row] = await selectDueRows(tx, eq(subscriptions.id, item.subscription.id));
    if (!row?.method || !debitsBySepa(row)) return false;
    const mayGo = await gateRetryDebit(
      tx,
      deps,
      {
        accountId,
        subscriptionId: row.subscription.id,
        product: row.name,
        // The period the open invoice pays: the renewal's notice is kept under its start.
        periodStart: row.subscription.currentPeriodStart,
        periodEnd: row.subscription.currentPeriodEnd,
        amount: item.invoice.gross,
        currencyId: item.invoice.currencyId,
        method: row.method,
        account: row.user,
        now: item.at,
      },
      item.invoice.id,
    );
    return !mayGo;
  });
}
