import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { sepaDebitNotices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor, Tx } from '../../platform/db';
import { noticeLeadMs, renewalCollectOn } from './notice-days';
import { noticeMail } from './notice-mail';
import { mandateOf, type RenewalDebit } from './renewal-debit';

type Deps = Pick<AppDeps, 'config' | 'mailer'>;
export type NoticeRow = typeof sepaDebitNotices.$inferSelect;

const keyOf = (subscriptionId: string, periodStart: Date) => `${subscriptionId}|${periodStart.getTime()}`;

/** The live (not superseded) renewal notices of these debits, by subscription and period. */
async function liveNotices(executor: Executor, debits: RenewalDebit[]): Promise<Map<string, NoticeRow>> {
  if (debits.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(sepaDebitNotices)
    .where(
      and(
        eq(sepaDebitNotices.kind, 'renewal'),
        isNull(sepaDebitNotices.supersededAt),
        inArray(sepaDebitNotices.subscriptionId, [...new Set(debits.map((debit) => debit.subscriptionId))]),
      ),
    );
  return new Map(rows.map((row) => [keyOf(row.subscriptionId ?? '', row.periodStart ?? new Date(0)), row]));
}

/** The notice still tells the truth: same amount, currency, mandate and creditor. */
function agrees(notice: NoticeRow, debit: RenewalDebit, creditorId: string): boolean {
  return (
    notice.amount === debit.amount &&
    notice.currencyId === debit.currencyId &&
    notice.paymentMethodId === debit.method.id &&
    notice.mandateReference === mandateOf(debit.method) &&
    notice.creditorId === creditorId
  );
}

/**
 * Supersedes the notices that no longer tell the truth and announces each debit anew: the notice
 * row and its mail in the outbox, in the caller's transaction (a rolled-back cycle announces
 * nothing). A notice another worker stored meanwhile wins (the unique index); no mail goes for ours.
 */
async function announce(
  tx: Tx,
  deps: Deps,
  items: { debit: RenewalDebit; replaces: NoticeRow | undefined }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const creditorId = deps.config.SELLER_SEPA_CREDITOR_ID;
  const replaced = items.flatMap(({ debit, replaces }) =>
    replaces ? [{ id: replaces.id, at: debit.now }] : [],
  );
  if (replaced.length > 0) {
    const values = sql.join(
      replaced.map((row) => sql`(${row.id}::int, ${row.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${sepaDebitNotices} as n set superseded_at = v.at
      from (values ${values}) as v(id, at)
      where n.id = v.id and n.superseded_at is null`);
  }
  const stored = await tx
    .insert(sepaDebitNotices)
    .values(
      items.map(({ debit }) => ({
        userId: debit.accountId,
        kind: 'renewal',
        subscriptionId: debit.subscriptionId,
        periodStart: debit.periodStart,
        paymentMethodId: debit.method.id,
        mandateReference: mandateOf(debit.method),
        creditorId,
        amount: debit.amount,
        currencyId: debit.currencyId,
        collectOn: renewalCollectOn(deps.config, debit.periodStart, debit.now, debit.account.timezone),
        // The mail is rendered into the outbox below, in this transaction: this is when it went out.
        sentAt: debit.now,
        createdAt: debit.now,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const byKey = new Map(items.map(({ debit }) => [keyOf(debit.subscriptionId, debit.periodStart), debit]));
  for (const notice of stored) {
    const debit = byKey.get(keyOf(notice.subscriptionId ?? '', notice.periodStart ?? new Date(0)));
    if (debit) await deps.mailer.send(tx, noticeMail(deps.config, debit, notice));
  }
  return stored.length;
}

/**
 * The billing cycle's announcement: every given renewal (due within the notice window) that has no
 * notice telling the truth gets one now. Returns how many notices went out.
 */
export async function announceRenewalDebits(tx: Tx, deps: Deps, debits: RenewalDebit[]): Promise<number> {
  const live = await liveNotices(tx, debits);
  const creditorId = deps.config.SELLER_SEPA_CREDITOR_ID;
  const missing = debits.flatMap((debit) => {
    const notice = live.get(keyOf(debit.subscriptionId, debit.periodStart));
    return notice && agrees(notice, debit, creditorId) ? [] : [{ debit, replaces: notice }];
  });
  return announce(tx, deps, missing);
}

/**
 * The collection's gate (decision 0082), in the renewal's transaction under the accounts' money
 * locks: a due SEPA renewal may be collected only when a live notice of the same amount, mandate
 * and creditor went out at least SEPA_PRENOTIFICATION_DAYS ago. A renewal without one is announced
 * now (collect on = now + the lead) and waits. Returns the notice of each renewal that may go.
 */
export async function gateRenewalDebits(
  tx: Tx,
  deps: Deps,
  debits: RenewalDebit[],
): Promise<Map<string, number>> {
  const live = await liveNotices(tx, debits);
  const creditorId = deps.config.SELLER_SEPA_CREDITOR_ID;
  const lead = noticeLeadMs(deps.config);
  const ready = new Map<string, number>();
  const missing: { debit: RenewalDebit; replaces: NoticeRow | undefined }[] = [];
  for (const debit of debits) {
    const notice = live.get(keyOf(debit.subscriptionId, debit.periodStart));
    if (!notice || !agrees(notice, debit, creditorId)) missing.push({ debit, replaces: notice });
    else if (notice.sentAt && notice.sentAt.getTime() + lead <= debit.now.getTime()) {
      ready.set(debit.subscriptionId, notice.id);
    }
  }
  await announce(tx, deps, missing);
  return ready;
}

/**
 * The gate of a dunning retry of a SEPA renewal whose debit failed (decision 0082): a retry is a new
 * debit and is announced as one. The notice the failed debit went under is spent (it names the
 * invoice); the retry supersedes it with a new notice (collect on = now + the lead) and waits; once
 * that one went out at least SEPA_PRENOTIFICATION_DAYS ago, the retry may go, and the notice is
 * spent in turn. Returns whether the retry may be collected now.
 */
export async function gateRetryDebit(
  tx: Tx,
  deps: Deps,
  debit: RenewalDebit,
  invoiceId: number,
): Promise<boolean> {
  const notice = (await liveNotices(tx, [debit])).get(keyOf(debit.subscriptionId, debit.periodStart));
  const fresh =
    notice && notice.invoiceId === null && agrees(notice, debit, deps.config.SELLER_SEPA_CREDITOR_ID);
  if (!fresh) {
    await announce(tx, deps, [{ debit, replaces: notice }]);
    return false;
  }
  if (!notice.sentAt || notice.sentAt.getTime() + noticeLeadMs(deps.config) > debit.now.getTime())
    return false;
  await linkNoticesToInvoices(tx, [{ noticeId: notice.id, invoiceId }]);
  return true;
}

/** Names on each collected notice the invoice its debit collects. */
export async function linkNoticesToInvoices(
  tx: Tx,
  links: { noticeId: number; invoiceId: number }[],
): Promise<void> {
  if (links.length === 0) return;
  const values = sql.join(
    links.map((link) => sql`(${link.noticeId}::int, ${link.invoiceId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sepaDebitNotices} as n set invoice_id = v.invoice_id
    from (values ${values}) as v(id, invoice_id)
    where n.id = v.id`);
}
