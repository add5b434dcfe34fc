import { NOTIFICATION_DEFAULTS, NOTIFICATION_TYPES, type NotificationType } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { notificationSettings } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

/**
 * Whether the user wants notifications of `type`. System notifications always go out; without a
 * row a type has its default: invoice on (decision 0041), insights and partner off (decision 0047).
 */
export async function notificationActive(
  executor: Executor,
  userId: number,
  type: NotificationType,
): Promise<boolean> {
  if (type === 'system') return true;
  const [setting] = await executor
    .select({ active: notificationSettings.active })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.userId, userId), eq(notificationSettings.typeId, NOTIFICATION_TYPES[type])),
    );
  return setting?.active ?? NOTIFICATION_DEFAULTS[type];
}
