import { NOTIFICATION_TYPES, type NotificationType } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { notificationSettings } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

/**
 * Whether the account wants notifications of `type`. System notifications always go out; any other
 * type is active until the account switches it off (no row: active, decision 0041).
 */
export async function notificationActive(
  executor: Executor,
  accountId: number,
  type: NotificationType,
): Promise<boolean> {
  if (type === 'system') return true;
  const [setting] = await executor
    .select({ active: notificationSettings.active })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.userId, accountId),
        eq(notificationSettings.typeId, NOTIFICATION_TYPES[type]),
      ),
    );
  return setting?.active ?? true;
}
