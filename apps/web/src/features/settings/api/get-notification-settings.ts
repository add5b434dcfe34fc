import { notificationsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/account/notifications`: the signed-in user's four notification types. */
export const fetchNotificationSettings = (signal?: AbortSignal) =>
  call(notificationsRoutes.notificationSettings, {}, { signal });

export const notificationSettingsQueryKey = ['settings', 'notifications'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
