import {
  type ClientOrganisation,
  type ClientOrganisationPayload,
  MAX_ORGANISATIONS_PER_ACCOUNT,
  message,
} from '@portal/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { updateAudited } from '../../platform/audited-change';
import type { Executor } from '../../platform/db';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';

export const organisationsOf = (accountId: number) => eq(organisations.ownerId, accountId);

/** `GET api/v1/clients/organisations`: the account's organisations by name. */
export function listOrganisations(db: Executor, accountId: number): Promise<ClientOrganisation[]> {
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(organisationsOf(accountId))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

async function refuseTakenName(tx: Executor, accountId: number, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        organisationsOf(accountId),
        sql`lower(${organisations.name}) = lower(${name})`,
        except === undefined ? undefined : ne(organisations.id, except),
      ),
    )
    .limit(1);
  if (taken) throw fieldError({ name: [message('validation.unique')] });
}

/** `POST api/v1/clients/organisations`: a new organisation, its name unique in the account; audited. */
export async function createOrganisation(
  deps: AppDeps,
  context: RequestContext,
  input: ClientOrganisationPayload,
): Promise<ClientOrganisation> {
  const accountId = accountOf(context);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select({ total: count() }).from(organisations).where(organisationsOf(accountId));
    if ((row?.total ?? 0) >= MAX_ORGANISATIONS_PER_ACCOUNT) {
      throw new AppError(422, 'validation_failed', 'clients.tooManyOrganisations', {
        params: { max: MAX_ORGANISATIONS_PER_ACCOUNT },
      });
    }
    await refuseTakenName(tx, accountId, input.name);
    const [organisation] = await tx
      .insert(organisations)
      .values({ ownerId: accountId, name: input.name, createdAt: now, updatedAt: now })
      .returning({ id: organisations.id, name: organisations.name });
    if (!organisation) throw new Error('insert returned no organisation');
    await recordAudit(tx, {
      entityType: 'organisation',
      entityId: organisation.id,
      event: 'created',
      ...auditBy(context, accountId),
      newValues: { name: input.name },
    });
    return organisation;
  });
}

/** `PUT api/v1/clients/organisations/:id`: renames one of the account's organisations; audited. */
export async function updateOrganisation(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  input: ClientOrganisationPayload,
): Promise<ClientOrganisation> {
  const accountId = accountOf(context);
  return deps.database.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(organisationsOf(accountId), eq(organisations.id, id)));
    if (!own) throw notFound();
    await refuseTakenName(tx, accountId, input.name, id);
    const changed = await updateAudited(tx, context, {
      table: organisations,
      where: and(organisationsOf(accountId), eq(organisations.id, id)) as ReturnType<typeof eq>,
      entityType: 'organisation',
      entityId: id,
      accountId,
      fields: { name: organisations.name },
      next: { name: input.name },
      alsoSet: { updatedAt: deps.clock.now() },
    });
    if (changed === null) throw notFound();
    return { id, name: input.name };
  });
}
