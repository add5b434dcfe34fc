import type { UpcomingSepaDebit } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import { paymentMethods, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { accountDay, noticeWindowMs, renewalCollectOn } from './notice-days';
import { renewalNoticesOf } from './notice-reads';

const dayText = (day: Date) => day.toISOString().slice(0, 10);

/**
 * What the upcoming payments say of each renewal collected by SEPA direct debit: the day it is
 * debited and when its notice went out, or the day it will go out (N+1 days before the renewal, or
 * at the next billing cycle when that is past). Renewals paid otherwise are left out of the map.
 */
export async function upcomingSepaDebits(
  executor: Executor,
  config: Pick<Config, 'SEPA_PRENOTIFICATION_DAYS'>,
  accountId: number,
  renewals: { id: string; currentPeriodEnd: Date; payByInvoice: boolean }[],
  now: Date,
): Promise<Map<string, UpcomingSepaDebit>> {
  const [[account], notices] = await Promise.all([
    executor
      .select({ timezone: users.timezone, methodType: paymentMethods.type })
      .from(users)
      .leftJoin(
        paymentMethods,
        and(
          eq(paymentMethods.userId, users.id),
          eq(paymentMethods.isDefault, true),
          isNull(paymentMethods.deletedAt),
        ),
      )
      .where(eq(users.id, accountId)),
    renewalNoticesOf(executor, accountId),
  ]);
  const debits = new Map<string, UpcomingSepaDebit>();
  if (account?.methodType !== 'sepa_debit') return debits;
  const { timezone } = account;
  for (const renewal of renewals) {
    if (renewal.payByInvoice) continue;
    const notice = notices.find(
      (row) =>
        row.subscriptionId === renewal.id &&
        row.periodStart?.getTime() === renewal.currentPeriodEnd.getTime(),
    );
    if (notice?.sentAt) {
      debits.set(renewal.id, {
        debitOn: dayText(notice.collectOn),
        noticeSentAt: notice.sentAt.toISOString(),
        noticeOn: null,
      });
      continue;
    }
    const noticeAt = new Date(
      Math.max(now.getTime(), renewal.currentPeriodEnd.getTime() - noticeWindowMs(config)),
    );
    debits.set(renewal.id, {
      debitOn: dayText(renewalCollectOn(config, renewal.currentPeriodEnd, noticeAt, timezone)),
      noticeSentAt: null,
      noticeOn: dayText(accountDay(noticeAt, timezone)),
    });
  }
  return debits;
}
