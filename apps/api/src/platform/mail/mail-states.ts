import type { MailDeliveryState } from '@portal/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { mailOutbox } from '../../db/schema/index';
import type { Executor } from '../db';
import type { MailTemplate } from './send-mail';

/**
 * Where the latest mail of a template that an account sent to each address stands (queued, sent,
 * failed and why), by address: a sub-user's row tells the truth about their welcome mail (decision
 * 0072). `to` chooses the addresses (a subquery, so the read runs beside the one that finds them);
 * addresses with no such mail are not in the map.
 */
export async function latestMailStates(
  db: Executor,
  query: { template: MailTemplate; senderAccountId: number; to: (address: PgColumn) => SQL },
): Promise<Map<string, MailDeliveryState>> {
  const rows = await db
    .selectDistinctOn([mailOutbox.toAddress], {
      to: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      failure: mailOutbox.failure,
    })
    .from(mailOutbox)
    .where(
      and(
        query.to(mailOutbox.toAddress),
        eq(mailOutbox.template, query.template),
        eq(mailOutbox.senderAccountId, query.senderAccountId),
      ),
    )
    .orderBy(mailOutbox.toAddress, desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return new Map(rows.map(({ to, ...state }) => [to, state]));
}
