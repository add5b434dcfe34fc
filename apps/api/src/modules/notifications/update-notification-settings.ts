import { NOTIFICATION_TYPES, type NotificationSettingsUpdate, type NotificationType } from '@portal/contract';
import { notificationSettings } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { editableType, ownerOfType, readSettings, type StoredSetting } from './stored-settings';

/** The settings as the activity log shows them: one flat field per switch. */
function auditValues(settings: Record<'insights' | 'invoice' | 'partner', StoredSetting>) {
  return {
    insights: settings.insights.active,
    interval: settings.insights.status,
    invoice: settings.invoice.active,
    partner: settings.partner.active,
    partner_consented_at: settings.partner.consentedAt,
  };
}

/**
 * `PUT /v1/account/notifications`. Writes the types the caller may change (system never, invoice
 * only as the account owner, decision 0047) and one `notifications updated` audit row with the
 * fields that changed, in one transaction. Giving the partner consent stamps its date; withdrawing
 * it clears the date, and the activity log keeps both.
 */
export async function updateNotificationSettings(
  deps: AppDeps,
  context: RequestContext,
  body: NotificationSettingsUpdate,
): Promise<void> {
  const principal = callerOf(context);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const before = await readSettings(tx, principal, { lock: true });
    const next = {
      insights: {
        active: body.insights.active,
        // Switching insights off keeps the chosen interval for the next time it is switched on.
        status: body.insights.status ?? before.insights.status,
        consentedAt: null,
      },
      invoice: editableType(principal, 'invoice')
        ? { ...before.invoice, active: body.invoice.active }
        : before.invoice,
      partner: {
        active: body.partner.active,
        status: null,
        consentedAt: body.partner.active ? (before.partner.active ? before.partner.consentedAt : now) : null,
      },
    };
    const oldValues = auditValues(before);
    const newValues = auditValues(next);
    const changed = (Object.keys(newValues) as (keyof typeof newValues)[]).filter(
      (key) => JSON.stringify(oldValues[key]) !== JSON.stringify(newValues[key]),
    );
    if (changed.length === 0) return;
    const types = (['insights', 'invoice', 'partner'] as const satisfies NotificationType[]).filter(
      (type) => editableType(principal, type) && JSON.stringify(before[type]) !== JSON.stringify(next[type]),
    );
    for (const type of types) {
      const setting = next[type];
      const row = {
        active: setting.active,
        status: setting.status,
        consentedAt: setting.consentedAt,
        updatedAt: now,
      };
      await tx
        .insert(notificationSettings)
        .values({ userId: ownerOfType(principal, type), typeId: NOTIFICATION_TYPES[type], ...row })
        .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.typeId], set: row });
    }
    await recordAudit(tx, {
      entityType: 'user',
      entityId: principal.userId,
      event: 'notifications updated',
      ...auditBy(context),
      oldValues: Object.fromEntries(changed.map((key) => [key, oldValues[key]])),
      newValues: Object.fromEntries(changed.map((key) => [key, newValues[key]])),
    });
  });
}
