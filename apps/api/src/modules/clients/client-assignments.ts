import { and, eq } from 'drizzle-orm';
import { organisationUsers, roles, userRoles } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import { syncRelationAudited } from '../../platform/audited-change';
import type { Executor } from '../../platform/db';
import type { RequestContext } from '../../platform/request-context';
import { assignableRolesOf, builtInOf } from './account-roles';
import type { Assignments } from './client-rules';

/** A sub-user's organisations (with the default) and assignable roles as stored now. */
export async function assignmentsOf(db: Executor, accountId: number, userId: number): Promise<Assignments> {
  const [orgRows, roleRows] = await Promise.all([
    db
      .select({ id: organisationUsers.organisationId, isDefault: organisationUsers.isDefault })
      .from(organisationUsers)
      .where(eq(organisationUsers.userId, userId)),
    db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, userId), assignableRolesOf(accountId))),
  ]);
  return {
    organisations: orgRows.map((row) => row.id),
    defaultOrganisationId: orgRows.find((row) => row.isDefault)?.id ?? null,
    roles: roleRows.map((row) => row.id),
  };
}

/**
 * Makes the sub-user's organisations, default organisation and account roles what `next` says, in
 * the caller's transaction: `pivot attached` / `pivot detached` for organisations and roles, `pivot
 * updated` for a new default. Global roles a sub-user may hold from before are left as they are.
 */
export async function syncAssignments(
  tx: Executor,
  context: RequestContext,
  target: { accountId: number; userId: number; before: Assignments; next: Assignments },
): Promise<void> {
  const { accountId, userId, before, next } = target;
  const relation = { ownerId: userId, entityType: 'client' as const, accountId };
  await syncRelationAudited(tx, context, {
    ...relation,
    table: organisationUsers,
    ownerColumn: organisationUsers.userId,
    targetColumn: organisationUsers.organisationId,
    targetIds: next.organisations,
    relation: 'organisations',
  });
  // Only the roles the account assigns are in `next`: the sync must not detach a global role it does
  // not show (a built-in role it does show is in `next` when kept).
  const globalRoles = (
    await tx
      .select({ id: userRoles.roleId, ownerId: roles.ownerId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
  )
    .filter((row) => row.ownerId !== accountId && builtInOf(row) === null)
    .map((row) => row.id);
  await syncRelationAudited(tx, context, {
    ...relation,
    table: userRoles,
    ownerColumn: userRoles.userId,
    targetColumn: userRoles.roleId,
    targetIds: [...globalRoles, ...next.roles],
    relation: 'roles',
  });
  // A default that left with its organisation is gone already; the stored one is compared.
  const stillDefault = next.organisations.includes(before.defaultOrganisationId ?? -1)
    ? before.defaultOrganisationId
    : null;
  if (stillDefault === next.defaultOrganisationId) {
    if (before.defaultOrganisationId !== next.defaultOrganisationId) await auditDefault(tx, context, target);
    return;
  }
  // Two statements: one UPDATE moving the flag could meet the one-default index half-way.
  await tx
    .update(organisationUsers)
    .set({ isDefault: false })
    .where(and(eq(organisationUsers.userId, userId), eq(organisationUsers.isDefault, true)));
  if (next.defaultOrganisationId !== null) {
    await tx
      .update(organisationUsers)
      .set({ isDefault: true })
      .where(
        and(
          eq(organisationUsers.userId, userId),
          eq(organisationUsers.organisationId, next.defaultOrganisationId),
        ),
      );
  }
  await auditDefault(tx, context, target);
}

function auditDefault(
  tx: Executor,
  context: RequestContext,
  target: { accountId: number; userId: number; before: Assignments; next: Assignments },
) {
  return recordAudit(tx, {
    entityType: 'client',
    entityId: target.userId,
    event: 'pivot updated',
    ...auditBy(context, target.accountId),
    oldValues: { default_organisation_id: target.before.defaultOrganisationId },
    newValues: { default_organisation_id: target.next.defaultOrganisationId },
  });
}
