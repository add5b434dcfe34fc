import { allows, isLanguage, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { rolePermissions, roles, userRoles, users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import type { Principal } from '../../../platform/principal';

export type ExportedUser = typeof users.$inferSelect;

/**
 * What one person's archive holds (decision 0052). Everyone gets their own profile, notification
 * settings and activity. The rest follows the rules the portal's own screens follow for them: the
 * account owner sees every section; a sub-user sees the account's billing, people and activity only
 * as far as their role lets them see those screens.
 */
export interface ExportScope {
  user: ExportedUser;
  /** The role titles and permissions of the person, as the portal grants them. */
  roleTitles: string[];
  permissions: string[];
  accountId: number;
  owner: boolean;
  /** Billing data, subscriptions, invoices, credit notes and payment methods of the account. */
  billing: boolean;
  /** The account's sub-users. */
  people: boolean;
  /** The account's activity log; without it, the entries by or about the person only. */
  accountActivity: boolean;
  language: Language;
  /** The person as the notification settings read them (no request: the job builds the archive). */
  principal: Principal;
}

/** The scope of the person's archive, from their row and roles as they are when it is built. */
export async function exportScopeOf(executor: Executor, userId: number): Promise<ExportScope | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const grants = await executor
    .select({ title: roles.title, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const permissions = [...new Set(grants.flatMap((grant) => (grant.permission ? [grant.permission] : [])))];
  const accountId = user.parentId ?? user.id;
  const owner = user.parentId === null;
  return {
    user,
    roleTitles: [...new Set(grants.map((grant) => grant.title))].sort(),
    permissions: permissions.sort(),
    accountId,
    owner,
    billing: allows(permissions, 'viewInvoices') && allows(permissions, 'editBilling'),
    people: allows(permissions, 'viewUserManagement'),
    accountActivity: allows(permissions, 'viewActivityLog'),
    language: isLanguage(user.language) ? user.language : 'en',
    principal: { userId: user.id, accountId, permissions, impersonatorId: null, via: 'cookie' },
  };
}
