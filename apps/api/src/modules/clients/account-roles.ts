import {
  BUILT_IN_CLIENT_ROLES,
  type BuiltInClientRole,
  type ClientRole,
  type ClientRolePayload,
  MAX_ROLES_PER_ACCOUNT,
  message,
  ROLE_PERMISSIONS,
  type RolePermission,
} from '@portal/contract';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { rolePermissions, roles } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { AppError, fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import type { RequestContext } from '../../platform/request-context';

const GRANTABLE = new Set<string>(ROLE_PERMISSIONS);

/** The account's own roles: never a global or another account's role. */
export const rolesOf = (accountId: number) => eq(roles.ownerId, accountId);

/**
 * The roles an account gives its sub-users: its own, and the portal's built-in ones (the Accountant,
 * issue 32), which every account assigns alike and none edits.
 */
export const assignableRolesOf = (accountId: number) =>
  or(rolesOf(accountId), and(isNull(roles.ownerId), inArray(roles.name, [...BUILT_IN_CLIENT_ROLES])));

const builtIn = (ownerId: number | null, name: string | null): BuiltInClientRole | null =>
  ownerId === null ? (BUILT_IN_CLIENT_ROLES.find((role) => role === name) ?? null) : null;

/** A built-in role of a row that names its owner and name; null for the account's own roles. */
export const builtInOf = (row: { ownerId: number | null; name: string | null }) =>
  builtIn(row.ownerId, row.name);

/** `built_in` of a role's answer: named for a built-in role only, absent for the account's own. */
export const builtInField = (row: { ownerId: number | null; name: string | null }) => {
  const name = builtInOf(row);
  return name ? { built_in: name } : {};
};

/** The roles the account assigns, with their permissions (in the contract's order), by title. */
export async function listRoles(
  db: Executor,
  accountId: number,
  ids?: readonly number[],
): Promise<ClientRole[]> {
  const rows = await db
    .select({
      id: roles.id,
      title: roles.title,
      name: roles.name,
      ownerId: roles.ownerId,
      permissions: sql<
        string[]
      >`array(select ${rolePermissions.permission}::text from ${rolePermissions} where ${eq(rolePermissions.roleId, roles.id)})`,
    })
    .from(roles)
    .where(and(assignableRolesOf(accountId), ids ? inArray(roles.id, [...ids]) : undefined))
    .orderBy(asc(roles.title), asc(roles.id));
  return rows.map(({ id, title, permissions, ...row }) => ({
    id,
    title,
    permissions: inContractOrder(permissions),
    ...builtInField(row),
  }));
}

export function inContractOrder(permissions: readonly string[]): RolePermission[] {
  return ROLE_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

/** The permissions the caller holds that a role may grant. */
export function grantableBy(principal: Principal): Set<string> {
  return new Set(principal.permissions.filter((permission) => GRANTABLE.has(permission)));
}

/**
 * A role holds only what its editor holds (decision 0056): so nobody raises themselves, and no
 * role exceeds the account owner, whose permissions bound everyone's.
 */
export function refuseUnheldPermissions(
  context: RequestContext,
  principal: Principal,
  permissions: readonly string[],
) {
  const held = grantableBy(principal);
  const missing = permissions.filter((permission) => !held.has(permission));
  if (missing.length > 0) {
    throw fieldError({
      permissions: [t(context.language, 'clients.permissionNotHeld', { permissions: missing.join(', ') })],
    });
  }
}

/** A title another role of the account has (any case) is a field error. */
export async function refuseTakenTitle(tx: Executor, accountId: number, title: string, except?: number) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        rolesOf(accountId),
        sql`lower(${roles.title}) = lower(${title})`,
        except === undefined ? undefined : ne(roles.id, except),
      ),
    )
    .limit(1);
  if (taken) throw fieldError({ title: [message('validation.unique')] });
}

export async function refuseTooManyRoles(tx: Executor, accountId: number) {
  const [row] = await tx.select({ total: count() }).from(roles).where(rolesOf(accountId));
  if ((row?.total ?? 0) >= MAX_ROLES_PER_ACCOUNT) {
    throw new AppError(422, 'validation_failed', 'clients.tooManyRoles', {
      params: { max: MAX_ROLES_PER_ACCOUNT },
    });
  }
}

export type RoleInput = ClientRolePayload;
