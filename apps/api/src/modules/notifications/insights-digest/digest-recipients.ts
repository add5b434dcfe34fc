import {
  isLanguage,
  isTimeZone,
  type Language,
  NOTIFICATION_TYPES,
  type NotificationInterval,
} from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { notificationSettings, users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

export interface DigestRecipient {
  userId: number;
  /** Whose figures: the account's (a sub-user reads its parent's). */
  accountId: number;
  to: string;
  name: string;
  language: Language;
  timeZone: string;
  interval: NotificationInterval | null;
}

/**
 * Every user who switched insights on, with what the digest needs. Suspended and deactivated
 * accounts get none: they cannot open the dashboard the digest links to.
 */
export async function digestRecipients(executor: Executor): Promise<DigestRecipient[]> {
  const rows = await executor
    .select({
      userId: users.id,
      parentId: users.parentId,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      timezone: users.timezone,
      interval: notificationSettings.status,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.typeId, NOTIFICATION_TYPES.insights),
        eq(notificationSettings.active, true),
        isNull(users.suspendedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => ({
    userId: row.userId,
    accountId: row.parentId ?? row.userId,
    to: row.email,
    name: row.firstname,
    language: isLanguage(row.language) ? row.language : 'en',
    timeZone: isTimeZone(row.timezone) ? row.timezone : 'UTC',
    interval: row.interval,
  }));
}
