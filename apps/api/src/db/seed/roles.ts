import { type BuiltInClientRole, PERMISSIONS, type Permission } from '@portal/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { rolePermissions, roles } from '../schema/index';
import type { Seeder } from './context';

export const ADMIN_ROLE = 'admin';
export const SUPPORT_ROLE = 'support';
export const FINANCE_ROLE = 'finance';
export const CUSTOMER_ROLE = 'customer';
export const CLIENT_BASIC_ROLE = 'client-basic';
export const ACCOUNTANT_ROLE = 'accountant' satisfies BuiltInClientRole;

interface RoleDefinition {
  name: string;
  title: string;
  isInternal: boolean;
  permissions: readonly Permission[];
}

const clientPermissions = PERMISSIONS.filter((p) => p.startsWith('CLIENTS'));

/**
 * What every staff member needs for themselves: the admin area, their own dashboard, profile and
 * password, and the activity log (read as staff through `isAdmin`). No billing, store or sub-users:
 * a staff account buys nothing (decision 0058).
 */
const staffBasics: readonly Permission[] = [
  'MODULE_ADMIN.VIEW',
  'MODULE_DASHBOARD.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'ACTIVITY_LOG.VIEW',
];

/** The portal's global roles. They are reference data: every start brings them in line with this list. */
export const ROLE_DEFINITIONS: readonly RoleDefinition[] = [
  { name: ADMIN_ROLE, title: 'Administrator', isInternal: true, permissions: PERMISSIONS },
  /** Finds customers, opens their detail, manages their domains, signs in as them: `viewUsers`, `editUsers`. */
  {
    name: SUPPORT_ROLE,
    title: 'Support',
    isInternal: true,
    permissions: [...staffBasics, 'ALL_ENTITIES.VIEW', 'ALL_ENTITIES.EDIT'],
  },
  /** The finance page, refunds and credit notes (`viewFinance`); users read-only (`viewUsers`), no login-as. */
  {
    name: FINANCE_ROLE,
    title: 'Finance',
    isInternal: true,
    permissions: [...staffBasics, 'ALL_ENTITIES.VIEW', 'ADMIN.VIEW', 'CURRENCIES.VIEW'],
  },
  {
    name: CUSTOMER_ROLE,
    title: 'Customer',
    isInternal: false,
    permissions: [
      'MODULE_DASHBOARD.VIEW',
      'MODULE_MARKETPLACE.VIEW',
      'MODULE_ACCOUNT_PAYMENT.VIEW',
      // Held so that the owner can hand on the Accountant role (decision 0056: never above the owner).
      'INVOICES.VIEW',
      'MODULE_ACCOUNT.VIEW',
      'ACTIVITY_LOG.VIEW',
      'ELEMENTS.USE_EMAIL_VERIFICATION',
      'MODULE_TOOLS.VIEW',
      ...clientPermissions,
    ],
  },
  {
    name: CLIENT_BASIC_ROLE,
    title: 'Client (basic)',
    isInternal: false,
    permissions: ['MODULE_DASHBOARD.VIEW', 'MODULE_ACCOUNT.VIEW', 'MODULE_TOOLS.VIEW', 'ACTIVITY_LOG.VIEW'],
  },
  /**
   * Built in for every account's sub-users (issue 32, migration 0027): invoices, credit notes,
   * upcoming payments and invoice data, read only. Assigned like the account's own roles, never edited.
   */
  { name: ACCOUNTANT_ROLE, title: 'Accountant', isInternal: false, permissions: ['INVOICES.VIEW'] },
];

/**
 * Global roles that granted a product module; a live subscription grants it now (decision 0037).
 * Removed on start, with their assignments, so an older database holds no role that says otherwise.
 */
const RETIRED_ROLES = ['dmp-user', 'analytics-user'];

export const seedRoles: Seeder = {
  name: 'roles',
  async run({ db }) {
    await db.delete(roles).where(and(inArray(roles.name, RETIRED_ROLES), isNull(roles.ownerId)));
    for (const role of ROLE_DEFINITIONS) {
      await db
        .insert(roles)
        .values({ name: role.name, title: role.title, isInternal: role.isInternal })
        .onConflictDoUpdate({
          target: roles.name,
          targetWhere: isNull(roles.ownerId),
          set: { title: role.title, isInternal: role.isInternal },
        });
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, role.name), isNull(roles.ownerId)));
      if (!row) throw new Error(`seed: role ${role.name} was not stored`);
      await db
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleId: row.id, permission })))
        .onConflictDoNothing();
      await db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.roleId, row.id),
            notInArray(rolePermissions.permission, [...role.permissions]),
          ),
        );
    }
  },
};

/** Role ids by name, for seeders that assign roles. */
export async function roleIdsByName(db: Parameters<Seeder['run']>[0]['db']): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      and(
        isNull(roles.ownerId),
        inArray(
          roles.name,
          ROLE_DEFINITIONS.map((r) => r.name),
        ),
      ),
    );
  return new Map(rows.flatMap((r) => (r.name === null ? [] : [[r.name, r.id] as const])));
}
