import { adminUserEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { deactivateUser } from './deactivate-user';
import { extendTrial } from './extend-trial';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { searchUsers } from './search-users';
import { sendPasswordReset } from './send-password-reset';
import { suspendUser } from './suspend-user';
import { unsuspendUser } from './unsuspend-user';

/**
 * The staff user table and the top bar's search (spec §7; decision 0058): every account, `viewUsers`;
 * the user detail (decision 0060) and the staff actions on it (decision 0062), `editUsers`.
 */
export function adminUsersRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  routeEndpoint(app, endpoints.datatable, (request) => listUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.search, (request) => searchUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.detail, (request) => getUserDetail(db, deps.config, request.params.id));

  routeEndpoint(app, endpoints.suspend, async (request) => {
    await suspendUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.suspended') };
  });
  routeEndpoint(app, endpoints.unsuspend, async (request) => {
    await unsuspendUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.unsuspended') };
  });
  routeEndpoint(app, endpoints.deactivate, async (request) => {
    await deactivateUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.deactivated') };
  });
  routeEndpoint(app, endpoints.extendTrial, async (request) => {
    const endsAt = await extendTrial(deps, contextOf(request), request.params.id, request.body);
    return {
      message: t(request.language, 'adminUsers.trialExtended', { date: endsAt.toISOString().slice(0, 10) }),
    };
  });
  routeEndpoint(app, endpoints.passwordReset, async (request) => {
    const email = await sendPasswordReset(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.passwordResetSent', { email }) };
  });
}
