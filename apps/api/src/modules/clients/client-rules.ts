import {
  type ClientPayload,
  clientAssignmentRights,
  message,
  missingClientAssignments,
} from '@portal/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { organisations, roles, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { AppError, fieldError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { RequestContext } from '../../platform/request-context';
import { isTakenWithinLimit, type TakenEmailAnswers } from '../../platform/taken-email-answers';
import { assignableRolesOf, listRoles, refuseUnheldPermissions } from './account-roles';

/** The client form's payload after the contract's schema: defaults filled in, ids once each. */
export interface ClientInput {
  email: string;
  firstname: string;
  lastname: string;
  organisations: number[];
  defaultOrganisationId: number | null;
  roles: number[];
}

export function clientInputOf(body: Required<ClientPayload>): ClientInput {
  return {
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    organisations: [...new Set(body.organisations)],
    defaultOrganisationId: body.default_organisation_id,
    roles: [...new Set(body.roles)],
  };
}

/** What a sub-user is assigned now (none yet for a new one). */
export interface Assignments {
  organisations: readonly number[];
  defaultOrganisationId: number | null;
  roles: readonly number[];
}

export const NO_ASSIGNMENTS: Assignments = { organisations: [], defaultOrganisationId: null, roles: [] };

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const forbiddenBecause = (
  key: 'clients.organisationsNotEditable' | 'clients.rolesNotEditable' | 'clients.ownRoles',
) => new AppError(403, 'forbidden', key);

/**
 * Organisations need organisation edit and roles need role edit to change (unchanged values pass
 * without it); nobody changes their own roles; a role handed out holds only what the caller holds,
 * so no one gains through another user what they may not have themselves (decision 0056).
 */
export async function refuseUnallowedAssignments(
  db: Executor,
  context: RequestContext,
  principal: Principal,
  target: { clientId: number | null; before: Assignments; input: ClientInput },
): Promise<void> {
  const { before, input } = target;
  const organisationsChange =
    !sameSet(before.organisations, input.organisations) ||
    before.defaultOrganisationId !== input.defaultOrganisationId;
  if (organisationsChange && !principal.permissions.includes('CLIENTS_ORGANISATION_MANAGEMENT.EDIT')) {
    throw forbiddenBecause('clients.organisationsNotEditable');
  }
  if (sameSet(before.roles, input.roles)) return;
  if (!principal.permissions.includes('CLIENTS_ROLE_MANAGEMENT.EDIT'))
    throw forbiddenBecause('clients.rolesNotEditable');
  if (target.clientId === principal.userId) throw forbiddenBecause('clients.ownRoles');
  const added = input.roles.filter((id) => !before.roles.includes(id));
  const addedRoles = await listRoles(db, principal.accountId, added);
  const permissions = [...new Set(addedRoles.flatMap((role) => role.permissions))];
  try {
    refuseUnheldPermissions(context, principal, permissions);
  } catch (error) {
    if (error instanceof AppError && error.options.errors?.permissions) {
      throw fieldError({ roles: error.options.errors.permissions });
    }
    throw error;
  }
}

/**
 * Spec §5: at least one organisation and one role, from an editor who may choose them (decision
 * 0076); the contract's rule, as the form applies it. A 422 on each empty field.
 */
export function refuseMissingAssignments(
  principal: Principal,
  clientId: number | null,
  input: ClientInput,
): void {
  const rights = clientAssignmentRights(principal.permissions, {
    editsThemselves: clientId === principal.userId,
  });
  const missing = missingClientAssignments(input, rights);
  if (missing.length > 0) {
    throw fieldError(Object.fromEntries(missing.map((field) => [field, [message('validation.required')]])));
  }
}

/** Organisation and role ids must be the account's own: any other is a field error, never a change. */
export async function refuseForeignIds(db: Executor, accountId: number, input: ClientInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.organisations.length > 0) {
    const own = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.ownerId, accountId), inArray(organisations.id, input.organisations)));
    if (own.length !== input.organisations.length) errors.organisations = [message('validation.oneOf')];
  }
  if (input.roles.length > 0) {
    const own = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(assignableRolesOf(accountId), inArray(roles.id, input.roles)));
    if (own.length !== input.roles.length) errors.roles = [message('validation.oneOf')];
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

/** Whether any user of the portal, staff included, has the address (any case): addresses sign in. */
async function emailHasUser(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/** A taken address is refused on the field, within the account's share of such answers (decision 0071). */
export async function refuseTakenEmail(
  db: Executor,
  answers: TakenEmailAnswers,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  if (await isTakenWithinLimit(answers, () => emailHasUser(db, email, exceptUserId))) throw emailTaken();
}

export const emailTaken = () => fieldError({ email: [message('validation.unique')] });

/** PostgreSQL's unique_violation (a race the checks above lost), also when drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
