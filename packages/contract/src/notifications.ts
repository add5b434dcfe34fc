import { z } from 'zod';
import { message } from './messages';

/**
 * The notification types of spec §3 "Notifications", by their ids. `system` mails (payment problems)
 * are always sent; the settings screen shows its switch disabled.
 */
export const NOTIFICATION_TYPES = { insights: 1, invoice: 2, system: 3, partner: 4 } as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[NotificationType];
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

/** How often the insights notification comes (its `status`). */
export const NOTIFICATION_INTERVALS = ['DAY', 'WEEK', 'MONTH'] as const;
export type NotificationInterval = (typeof NOTIFICATION_INTERVALS)[number];

/**
 * A type's state while the account has no row for it (decision 0047): invoice and system mails go
 * out (decision 0041); the insights digest and the partner consent are opt-in, since neither may
 * start unasked. The interval the form offers first for insights is the week.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, boolean> = {
  insights: false,
  invoice: true,
  system: true,
  partner: false,
};
export const DEFAULT_INSIGHTS_INTERVAL: NotificationInterval = 'WEEK';

const intervalSchema = z.enum(NOTIFICATION_INTERVALS, { error: message('validation.oneOf') });

/** One type as `GET /v1/account/notifications` answers it. */
const notificationSettingSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  /** The insights interval; null for the other types. */
  status: intervalSchema.nullable(),
  /** False for system (always on) and, for a sub-user, invoice (the account owner's choice). */
  editable: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** `GET /v1/account/notifications`: the four types of spec §3 by name. */
export const notificationSettingsSchema = z.object({
  insights: notificationSettingSchema,
  invoice: notificationSettingSchema,
  system: notificationSettingSchema,
  partner: notificationSettingSchema.extend({
    /** When the marketing consent was given (ISO instant); null while it is not given. */
    consented_at: z.string().nullable(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const flag = z.boolean({ error: message('validation.required') });

/**
 * `PUT /v1/account/notifications` (spec §5 "Notifications"): every flag required, the interval
 * required while insights is active, and system always on: switching it off is refused.
 */
export const notificationSettingsUpdateSchema = z.object({
  insights: z
    .object({ active: flag, status: intervalSchema.nullish() })
    .refine((insights) => !insights.active || Boolean(insights.status), {
      path: ['status'],
      message: message('validation.required'),
    }),
  invoice: z.object({ active: flag }),
  system: z.object({ active: z.literal(true, { error: message('validation.accepted') }) }),
  partner: z.object({ active: flag }),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export type NotificationSettingsUpdateInput = z.input<typeof notificationSettingsUpdateSchema>;
