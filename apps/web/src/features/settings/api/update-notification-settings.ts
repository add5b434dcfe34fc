import { type NotificationSettingsUpdate, notificationsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /v1/account/notifications` (spec §7); answers the translated success message. */
export const updateNotificationSettings = (body: NotificationSettingsUpdate) =>
  call(notificationsRoutes.updateNotificationSettings, { body });

/** Saves, then reloads the settings so the partner consent's date shows what the server stamped. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}
