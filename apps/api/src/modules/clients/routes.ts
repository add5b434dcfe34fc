import { clientEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { runIdempotent } from '../../platform/idempotency';
import { rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { takenEmailAnswersOf } from '../../platform/taken-email-answers';
import { listRoles } from './account-roles';
import { listClients } from './client-queries';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { deletionCounts } from './deletion-counts';
import { createOrganisation, listOrganisations, updateOrganisation } from './organisations';
import { resendWelcome } from './resend-welcome';
import { createRole, updateRole } from './save-role';
import { updateClient } from './update-client';

/**
 * Client management (spec §7 base api/v1/clients; decision 0056): the account's sub-users, their
 * organisations and roles. Every call works on the caller's account only.
 */
export function clientsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  const takenAnswers = takenEmailAnswersOf(app);

  routeEndpoint(app, endpoints.list, (request) =>
    listClients(db, principalOf(request).accountId, request.query),
  );

  routeEndpoint(app, endpoints.create, (request, reply) =>
    runIdempotent(db, request, reply, principalOf(request), () =>
      createClient(deps, contextOf(request), request.body, takenAnswers(request)),
    ),
  );

  routeEndpoint(app, endpoints.update, (request) =>
    updateClient(deps, contextOf(request), request.params.id, request.body, takenAnswers(request)),
  );

  routeEndpoint(
    app,
    endpoints.destroy,
    async (request) => {
      await deleteClient(deps, contextOf(request), request.params.id, request.body);
      return { message: t(request.language, 'clients.deleted') };
    },
    // Counted per user before the password is checked, like every password confirmation.
    { rateLimit: rateLimitOf(deps.config, 'passwordConfirm') },
  );

  routeEndpoint(app, endpoints.deletionCounts, (request) =>
    deletionCounts(db, principalOf(request).accountId, request.params.id, deps.clock.now()),
  );

  routeEndpoint(app, endpoints.resendWelcome, async (request) => {
    await resendWelcome(deps, contextOf(request), request.params.id);
    return { message: t(request.language, 'clients.welcomeSent') };
  });

  routeEndpoint(app, endpoints.roles, (request) => listRoles(db, principalOf(request).accountId));
  routeEndpoint(app, endpoints.createRole, (request) => createRole(deps, contextOf(request), request.body));
  routeEndpoint(app, endpoints.updateRole, (request) =>
    updateRole(deps, contextOf(request), request.params.id, request.body),
  );

  routeEndpoint(app, endpoints.organisations, (request) =>
    listOrganisations(db, principalOf(request).accountId),
  );
  routeEndpoint(app, endpoints.createOrganisation, (request) =>
    createOrganisation(deps, contextOf(request), request.body),
  );
  routeEndpoint(app, endpoints.updateOrganisation, (request) =>
    updateOrganisation(deps, contextOf(request), request.params.id, request.body),
  );
}
