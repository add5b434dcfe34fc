import type { SubscriptionChangeResponse } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { type ServerMessageKey, t } from '../../platform/i18n/index';
import type { RequestContext } from '../../platform/request-context';
import { immediateNoticeSince, sepaDebitView } from '../sepa-notices/index';
import { subscriptionNotFound } from './subscription-errors';
import { findLiveSubscription, type SubscriptionRecord } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';

/**
 * The answer to a change charged at once (more licences, a switch to yearly billing): the
 * subscription as it is now, the message, and a SEPA debit as it was announced (decision 0082).
 */
export async function chargedChangeAnswer(
  db: Executor,
  context: RequestContext,
  change: {
    accountId: number;
    record: SubscriptionRecord;
    messageKey: ServerMessageKey;
    paymentMethodType: string;
    since: Date;
  },
): Promise<SubscriptionChangeResponse> {
  const { accountId, record } = change;
  const updated = await findLiveSubscription(db, accountId, record.subscription.id);
  if (!updated) throw subscriptionNotFound();
  const debit =
    change.paymentMethodType === 'sepa_debit'
      ? await immediateNoticeSince(db, accountId, record.subscription.id, change.since)
      : null;
  return {
    message: t(context.language, change.messageKey, { name: record.productName }),
    data: toSubscriptionView(updated),
    sepaDebit: debit ? sepaDebitView(debit) : null,
  };
}
