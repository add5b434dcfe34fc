/**
 * The notification types of spec §3 "Notifications", by their ids. `system` mails (payment problems)
 * are always sent; the settings screen shows its switch disabled.
 */
export const NOTIFICATION_TYPES = { insights: 1, invoice: 2, system: 3, partner: 4 } as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[NotificationType];

/** How often the insights notification comes (its `status`). */
export const NOTIFICATION_INTERVALS = ['DAY', 'WEEK', 'MONTH'] as const;
export type NotificationInterval = (typeof NOTIFICATION_INTERVALS)[number];
