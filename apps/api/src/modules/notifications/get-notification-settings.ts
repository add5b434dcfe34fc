import { NOTIFICATION_TYPES, type NotificationSettings, type NotificationType } from '@portal/contract';
import type { Executor } from '../../platform/db';
import type { Principal } from '../../platform/principal';
import { editableType, readSettings, type StoredSettings } from './stored-settings';

function answerOf(principal: Principal, stored: StoredSettings, type: NotificationType) {
  const { active, status } = stored[type];
  return { id: NOTIFICATION_TYPES[type], active, status, editable: editableType(principal, type) };
}

/** `GET /v1/account/notifications`: the caller's four types, with the partner consent's date. */
export async function getNotificationSettings(
  executor: Executor,
  principal: Principal,
): Promise<NotificationSettings> {
  const stored = await readSettings(executor, principal);
  return {
    insights: answerOf(principal, stored, 'insights'),
    invoice: answerOf(principal, stored, 'invoice'),
    system: answerOf(principal, stored, 'system'),
    partner: {
      ...answerOf(principal, stored, 'partner'),
      consented_at: stored.partner.consentedAt?.toISOString() ?? null,
    },
  };
}
