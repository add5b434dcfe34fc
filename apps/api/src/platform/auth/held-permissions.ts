import { and, eq, inArray, sql } from 'drizzle-orm';
import { rolePermissions, roles, subscriptions, userRoles, users } from '../../db/schema/index';
import { effectivePermissions, LIVE_SUBSCRIPTION_STATUSES, SUBSCRIBED_MODULES } from './product-permissions';
import { storeOnly } from './suspended-access';

/*
 * What a user holds, read as columns of a select from `users`: the sign-in's principal and the
 * staff's user detail both ask, and must answer alike.
 */

/** Product module permissions, as constants of the statement (no parameters: it may be prepared). */
const GATED_PERMISSIONS = sql.raw(
  Object.values(SUBSCRIBED_MODULES)
    .map((permission) => `'${permission}'`)
    .join(', '),
);

/** Marks a permission that comes from a staff (internal) role in the one array the query returns. */
const STAFF_MARK = 'staff:';

export const accountIdOfUser = () => sql`coalesce(${users.parentId}, ${users.id})`;

/**
 * The user's role permissions, staff ones marked. Correlated arrays instead of joining roles and
 * grouping: the join multiplies the user's row by every permission and `array_agg(distinct …)` then
 * sorts them, which cost more than the rest of the principal's query together. Duplicates (two
 * roles granting one permission) go in a Set.
 */
export function rolePermissionsColumn() {
  // A sub-user holds a permission of their roles only while the account owner holds it too
  // (decision 0056): what the owner lost, or never had, no role of theirs can hand on. Product
  // modules are checked against the account's live subscriptions instead (effectivePermissions).
  const ownerHolds = sql`(${users.parentId} is null or ${roles.isInternal} or ${rolePermissions.permission} in (${GATED_PERMISSIONS}) or exists (select 1 from ${userRoles} owner_roles join ${rolePermissions} owner_permissions on owner_permissions.role_id = owner_roles.role_id where owner_roles.user_id = ${users.parentId} and owner_permissions.permission = ${rolePermissions.permission}))`;
  return sql<
    string[]
  >`array(select case when ${roles.isInternal} then ${STAFF_MARK} else '' end || ${rolePermissions.permission}::text from ${userRoles} join ${roles} on ${eq(roles.id, userRoles.roleId)} join ${rolePermissions} on ${eq(rolePermissions.roleId, userRoles.roleId)} where ${eq(userRoles.userId, users.id)} and ${ownerHolds})`;
}

/** Product lines the user's account holds a live subscription of (docs/decisions/0037). */
export function liveLinesColumn() {
  return sql<string[]>`array(select distinct ${subscriptions.line}::text from ${subscriptions} where ${and(
    eq(subscriptions.userId, accountIdOfUser()),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  )})`;
}

export interface HeldPermissionsRow {
  parentId: number | null;
  suspended: boolean;
  /** `rolePermissionsColumn()`. */
  permissions: readonly string[];
  /** `liveLinesColumn()`. */
  liveLines: readonly string[];
}

/** The permissions the columns come to; a suspended account keeps the store only (decision 0044). */
export function heldPermissions(row: HeldPermissionsRow): string[] {
  const permissions = effectivePermissions({
    rolePermissions: row.permissions.filter((p) => !p.startsWith(STAFF_MARK)),
    staffPermissions: row.permissions
      .filter((p) => p.startsWith(STAFF_MARK))
      .map((p) => p.slice(STAFF_MARK.length)),
    liveLines: row.liveLines,
    owner: row.parentId === null,
  });
  return row.suspended ? storeOnly(permissions) : permissions;
}
