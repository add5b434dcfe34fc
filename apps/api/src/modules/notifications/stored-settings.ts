import {
  DEFAULT_INSIGHTS_INTERVAL,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TYPE_NAMES,
  NOTIFICATION_TYPES,
  type NotificationInterval,
  type NotificationType,
} from '@portal/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import { notificationSettings } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import type { Principal } from '../../platform/principal';

export interface StoredSetting {
  active: boolean;
  status: NotificationInterval | null;
  consentedAt: Date | null;
}

export type StoredSettings = Record<NotificationType, StoredSetting>;

/**
 * Whose row holds a type for this caller (decision 0047): each user decides the mails they receive
 * themselves, except invoice mails, which go to the account's invoice e-mail: the owner decides.
 */
export function ownerOfType(principal: Principal, type: NotificationType): number {
  return type === 'invoice' ? principal.accountId : principal.userId;
}

/** Whether the caller may change a type: never system, and invoice only as the account owner. */
export function editableType(principal: Principal, type: NotificationType): boolean {
  if (type === 'system') return false;
  return ownerOfType(principal, type) === principal.userId;
}

/**
 * The caller's four types as stored, a type without a row at its default. `lock` takes the rows for
 * update, so two saves of one user do not interleave.
 */
export async function readSettings(
  executor: Executor,
  principal: Principal,
  options: { lock?: boolean } = {},
): Promise<StoredSettings> {
  const typeIds = Object.values(NOTIFICATION_TYPES);
  const query = executor
    .select()
    .from(notificationSettings)
    .where(
      or(
        and(eq(notificationSettings.userId, principal.userId), inArray(notificationSettings.typeId, typeIds)),
        and(
          eq(notificationSettings.userId, principal.accountId),
          eq(notificationSettings.typeId, NOTIFICATION_TYPES.invoice),
        ),
      ),
    );
  const rows = options.lock ? await query.for('update') : await query;
  const entries = NOTIFICATION_TYPE_NAMES.map((type) => {
    const row = rows.find(
      (each) => each.typeId === NOTIFICATION_TYPES[type] && each.userId === ownerOfType(principal, type),
    );
    const setting: StoredSetting = {
      // System is on whatever a row says (decision 0041).
      active: type === 'system' ? true : (row?.active ?? NOTIFICATION_DEFAULTS[type]),
      status: type === 'insights' ? (row?.status ?? DEFAULT_INSIGHTS_INTERVAL) : null,
      consentedAt: type === 'partner' ? (row?.consentedAt ?? null) : null,
    };
    return [type, setting] as const;
  });
  return Object.fromEntries(entries) as StoredSettings;
}
