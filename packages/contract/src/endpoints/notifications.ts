// The signed-in user's notification settings (spec §3 "Notifications", §7).
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { notificationSettingsSchema, notificationSettingsUpdateSchema } from '../notifications';

export const notificationSettings = defineEndpoint({
  method: 'GET',
  path: '/v1/account/notifications',
  summary: 'Which notifications the signed-in user gets: insights (with interval), invoice, system, partner',
  rule: 'editAccount',
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/notifications',
  summary: 'Switch notifications on or off and choose the insights interval; system stays on',
  rule: 'editAccount',
  body: notificationSettingsUpdateSchema,
  response: messageResponseSchema,
});
