import type { SepaDebitNotice } from '@portal/contract';
import { CURRENCY_IDS } from '@portal/contract/money';
import { and, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { paymentMethods, sepaDebitNotices } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { maskedIban } from './masked-iban';

/** What an invoice's PDF and a purchase's confirmation say of its SEPA debit. */
export interface DebitNoticeFacts {
  amount: number;
  currencyId: number;
  /** The account's calendar day of the collection, as that day's UTC midnight. */
  collectOn: Date;
  mandateReference: string;
  creditorId: string;
  /** `DE •••• 3000` */
  account: string;
}

async function latestLiveNotice(
  executor: Executor,
  where: SQL | undefined,
): Promise<DebitNoticeFacts | null> {
  const [row] = await executor
    .select({
      amount: sepaDebitNotices.amount,
      currencyId: sepaDebitNotices.currencyId,
      collectOn: sepaDebitNotices.collectOn,
      mandateReference: sepaDebitNotices.mandateReference,
      creditorId: sepaDebitNotices.creditorId,
      country: paymentMethods.country,
      last4: paymentMethods.last4,
    })
    .from(sepaDebitNotices)
    .innerJoin(paymentMethods, eq(paymentMethods.id, sepaDebitNotices.paymentMethodId))
    .where(and(isNull(sepaDebitNotices.supersededAt), where))
    .orderBy(desc(sepaDebitNotices.id))
    .limit(1);
  if (!row) return null;
  const { country, last4, ...facts } = row;
  return { ...facts, account: maskedIban(country, last4) };
}

/** The notice of the debit that collects an invoice, if it is collected by SEPA. */
export function debitNoticeOfInvoice(
  executor: Executor,
  accountId: number,
  invoiceId: number,
): Promise<DebitNoticeFacts | null> {
  return latestLiveNotice(
    executor,
    and(eq(sepaDebitNotices.invoiceId, invoiceId), eq(sepaDebitNotices.userId, accountId)),
  );
}

/**
 * The debit a purchase, licence change or extra user announced at or after `since` (the account's
 * time when the request began), on `subscriptionId` when given: what its confirmation repeats. An
 * extra user names no subscription: two added at the same moment announce the same price, day and
 * mandate, so either notice tells the truth.
 */
export function immediateNoticeSince(
  executor: Executor,
  accountId: number,
  subscriptionId: string | null,
  since: Date,
): Promise<DebitNoticeFacts | null> {
  return latestLiveNotice(
    executor,
    and(
      eq(sepaDebitNotices.userId, accountId),
      eq(sepaDebitNotices.kind, 'immediate'),
      subscriptionId === null ? undefined : eq(sepaDebitNotices.subscriptionId, subscriptionId),
      gte(sepaDebitNotices.createdAt, since),
    ),
  );
}

/** A notice as the API answers it. */
export const sepaDebitView = (facts: DebitNoticeFacts): SepaDebitNotice => ({
  amount: facts.amount,
  currency: facts.currencyId === CURRENCY_IDS.eur ? 'eur' : 'usd',
  collectOn: facts.collectOn.toISOString().slice(0, 10),
  mandateReference: facts.mandateReference,
  creditorId: facts.creditorId,
  account: facts.account,
});

/** The account's live renewal notices not collected yet: the upcoming payments show them. */
export function renewalNoticesOf(executor: Executor, accountId: number) {
  return executor
    .select({
      subscriptionId: sepaDebitNotices.subscriptionId,
      periodStart: sepaDebitNotices.periodStart,
      collectOn: sepaDebitNotices.collectOn,
      sentAt: sepaDebitNotices.sentAt,
    })
    .from(sepaDebitNotices)
    .where(
      and(
        eq(sepaDebitNotices.userId, accountId),
        eq(sepaDebitNotices.kind, 'renewal'),
        isNull(sepaDebitNotices.supersededAt),
        isNull(sepaDebitNotices.invoiceId),
      ),
    );
}
