import { accountDeletionEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { deletionPreview } from './deletion-preview';
import { requestAccountDeletion } from './request-account-deletion';

/** The account page's delete card (spec §2 "Account settings", §7; decision 0051). */
export function accountDeletionRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.preview, (request) =>
    deletionPreview(deps.database.db, principalOf(request), deps.clock.now()),
  );

  routeEndpoint(app, endpoints.requestDeletion, async (request) => {
    const scope = await requestAccountDeletion(deps, contextOf(request), request.body);
    const key = scope === 'account' ? 'accountDeletion.requested' : 'accountDeletion.userRequested';
    return { message: t(request.language, key) };
  });
}
