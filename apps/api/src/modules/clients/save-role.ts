import type { ClientRole, ClientRolePayload } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { rolePermissions, roles, userRoles } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';
import {
  inContractOrder,
  refuseTakenTitle,
  refuseTooManyRoles,
  refuseUnheldPermissions,
  rolesOf,
} from './account-roles';

/** `POST api/v1/clients/roles`: a role of the account from permissions the caller holds; audited. */
export async function createRole(
  deps: AppDeps,
  context: RequestContext,
  input: ClientRolePayload,
): Promise<ClientRole> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  refuseUnheldPermissions(context, principal, input.permissions);
  const permissions = inContractOrder(input.permissions);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    await refuseTooManyRoles(tx, accountId);
    await refuseTakenTitle(tx, accountId, input.title);
    const [role] = await tx
      .insert(roles)
      .values({ title: input.title, ownerId: accountId, isInternal: false, createdAt: now, updatedAt: now })
      .returning({ id: roles.id });
    if (!role) throw new Error('insert returned no role');
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role.id, permission })));
    await recordAudit(tx, {
      entityType: 'role',
      entityId: role.id,
      event: 'created',
      ...auditBy(context, accountId),
      newValues: { title: input.title, permissions },
    });
    return { id: role.id, title: input.title, permissions };
  });
}

/**
 * `PUT api/v1/clients/roles/:id`: renames the role and sets its permissions (only ones the caller
 * holds); audited with what changed. Its holders' cached permissions are dropped, so their next
 * request follows the change.
 */
export async function updateRole(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  input: ClientRolePayload,
): Promise<ClientRole> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  refuseUnheldPermissions(context, principal, input.permissions);
  const permissions = inContractOrder(input.permissions);
  const now = deps.clock.now();
  const role = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: roles.title })
      .from(roles)
      .where(and(rolesOf(accountId), eq(roles.id, id)))
      .for('update');
    if (!before) throw notFound();
    await refuseTakenTitle(tx, accountId, input.title, id);
    const held = await tx
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, id));
    const oldPermissions = inContractOrder(held.map((row) => row.permission));
    const added = permissions.filter((p) => !oldPermissions.includes(p));
    const removed = held.map((row) => row.permission).filter((p) => !(permissions as string[]).includes(p));
    if (removed.length > 0) {
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, id), inArray(rolePermissions.permission, removed)));
    }
    if (added.length > 0) {
      await tx.insert(rolePermissions).values(added.map((permission) => ({ roleId: id, permission })));
    }
    const titleChanged = before.title !== input.title;
    if (titleChanged || added.length > 0 || removed.length > 0) {
      await tx.update(roles).set({ title: input.title, updatedAt: now }).where(eq(roles.id, id));
      await recordAudit(tx, {
        entityType: 'role',
        entityId: id,
        event: 'updated',
        ...auditBy(context, accountId),
        oldValues: { title: before.title, permissions: oldPermissions },
        newValues: { title: input.title, permissions },
      });
    }
    return { id, title: input.title, permissions };
  });
  await forgetHolders(deps, accountId, id);
  return role;
}

/**
 * Drops the cached principals of the role's holders. They are all of this account, so the account's
 * entries go: one pass over the cache however many hold the role (decision 0017's cache).
 */
async function forgetHolders(deps: AppDeps, accountId: number, roleId: number): Promise<void> {
  const [holder] = await deps.database.db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId))
    .limit(1);
  if (holder) deps.authCache.forgetAccount(accountId);
}
