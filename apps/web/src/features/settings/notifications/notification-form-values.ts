import type { NotificationSettings, NotificationSettingsUpdateInput } from '@portal/contract';

export type NotificationFormValues = NotificationSettingsUpdateInput;

/** The fields the form shows: the server's messages for them appear under them (spec §8). */
export const NOTIFICATION_FIELDS = [
  'insights.active',
  'insights.status',
  'invoice.active',
  'system.active',
  'partner.active',
] as const;

/** The form's starting values from the saved settings; system is always on (spec §5). */
export function notificationFormValuesOf(settings: NotificationSettings): NotificationFormValues {
  return {
    insights: { active: settings.insights.active, status: settings.insights.status },
    invoice: { active: settings.invoice.active },
    system: { active: true },
    partner: { active: settings.partner.active },
  };
}
