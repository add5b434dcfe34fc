import { notificationEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { getNotificationSettings } from './get-notification-settings';
import { updateNotificationSettings } from './update-notification-settings';

/** The signed-in user's notification settings (spec §7 "GET, PUT /v1/account/notifications"). */
export function notificationsRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.notificationSettings, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getNotificationSettings(deps.database.db, principalOf(request));
  });

  routeEndpoint(app, endpoints.updateNotificationSettings, async (request) => {
    await updateNotificationSettings(deps, contextOf(request), request.body);
    return { message: t(request.language, 'notifications.updated') };
  });
}
