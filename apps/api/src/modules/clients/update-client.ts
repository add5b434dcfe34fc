import { type Client, type ClientPayload, changesEmail } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { notFound } from '../../platform/errors';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';
import type { TakenEmailAnswers } from '../../platform/taken-email-answers';
import { assignmentsOf, syncAssignments } from './client-assignments';
import { clientsOf, findClient } from './client-queries';
import {
  clientInputOf,
  emailTaken,
  isUniqueViolation,
  refuseForeignIds,
  refuseMissingAssignments,
  refuseTakenEmail,
  refuseUnallowedAssignments,
} from './client-rules';

/**
 * `PUT api/v1/clients/:id`: e-mail and names, organisations (with the default) and roles of one of
 * the account's sub-users, each part only with its permission; audited field by field and relation
 * by relation. The sub-user's cached permissions are dropped: their next request has the new roles.
 * Only a new address is looked up, so saving names or roles spends none of the account's "taken"
 * answers.
 */
export async function updateClient(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  body: Required<ClientPayload>,
  takenAnswers: TakenEmailAnswers,
): Promise<Client> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  const input = clientInputOf(body);
  const { db } = deps.database;
  const current = await findClient(db, accountId, id);
  if (!current) throw notFound();
  refuseMissingAssignments(principal, id, input);
  await refuseForeignIds(db, accountId, input);
  const before = await assignmentsOf(db, accountId, id);
  await refuseUnallowedAssignments(db, context, principal, { clientId: id, before, input });
  if (changesEmail(current.email, input.email)) await refuseTakenEmail(db, takenAnswers, input.email, id);
  try {
    await db.transaction(async (tx) => {
      const changed = await updateAudited(tx, context, {
        table: users,
        where: and(clientsOf(accountId), eq(users.id, id)) as ReturnType<typeof eq>,
        entityType: 'client',
        entityId: id,
        accountId,
        fields: { email: users.email, firstname: users.firstname, lastname: users.lastname },
        next: { email: input.email, firstname: input.firstname, lastname: input.lastname },
        alsoSet: { updatedAt: deps.clock.now() },
      });
      if (changed === null) throw notFound();
      await syncAssignments(tx, context, {
        accountId,
        userId: id,
        // Read again under the transaction: what it changes is what the audit names.
        before: await assignmentsOf(tx, accountId, id),
        next: {
          organisations: input.organisations,
          defaultOrganisationId: input.defaultOrganisationId,
          roles: input.roles,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      await takenAnswers.countTaken();
      throw emailTaken();
    }
    throw error;
  }
  deps.authCache.forgetUser(id);
  const client = await findClient(db, accountId, id);
  if (!client) throw notFound();
  return client;
}
