import type { RolePermission } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { organisations, organisationUsers, rolePermissions, roles, userRoles, users } from '../schema/index';
import type { Seeder } from './context';
import { ACCOUNTANT_ROLE } from './roles';

const OWNER = 'owner@demo.test';

/** owner@demo.test's organisations (decision 0056). */
export const DEMO_ORGANISATIONS = ['Vienna office', 'Berlin office', 'Content studio'] as const;

/** owner@demo.test's roles for its sub-users; "Read only" has no billing (client@demo.test's). */
export const DEMO_CLIENT_ROLES: Record<string, readonly RolePermission[]> = {
  Editor: [
    'MODULE_DASHBOARD.VIEW',
    'MODULE_TOOLS.VIEW',
    'MODULE_ACCOUNT.VIEW',
    'ACTIVITY_LOG.VIEW',
    'CLIENTS.VIEW',
    'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
    'CLIENTS_ROLE_MANAGEMENT.VIEW',
  ],
  Billing: [
    'MODULE_DASHBOARD.VIEW',
    'MODULE_MARKETPLACE.VIEW',
    'MODULE_ACCOUNT_PAYMENT.VIEW',
    'MODULE_ACCOUNT.VIEW',
  ],
  'Read only': ['MODULE_DASHBOARD.VIEW', 'MODULE_TOOLS.VIEW', 'MODULE_ACCOUNT.VIEW', 'ACTIVITY_LOG.VIEW'],
};

/** The title the demo's sub-users name the portal's built-in Accountant role by. */
const BUILT_IN_ACCOUNTANT = 'Accountant';

interface DemoClient {
  email: string;
  firstname: string;
  lastname: string;
  organisations: (typeof DEMO_ORGANISATIONS)[number][];
  roles: string[];
  /** Still has to use the welcome link: no password yet. */
  pending?: boolean;
}

/** client@demo.test (created with the demo accounts) and a dozen more across the organisations. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    email: 'client@demo.test',
    firstname: 'Carl',
    lastname: 'Client',
    organisations: ['Vienna office'],
    roles: ['Read only'],
  },
  {
    email: 'lena.huber@demo.test',
    firstname: 'Lena',
    lastname: 'Huber',
    organisations: ['Vienna office'],
    roles: ['Editor'],
  },
  {
    email: 'markus.gruber@demo.test',
    firstname: 'Markus',
    lastname: 'Gruber',
    organisations: ['Vienna office'],
    roles: ['Billing'],
  },
  {
    email: 'sophie.bauer@demo.test',
    firstname: 'Sophie',
    lastname: 'Bauer',
    organisations: ['Vienna office', 'Content studio'],
    roles: ['Editor', 'Billing'],
  },
  {
    email: 'jonas.wagner@demo.test',
    firstname: 'Jonas',
    lastname: 'Wagner',
    organisations: ['Berlin office'],
    roles: ['Read only'],
  },
  {
    email: 'mia.schmidt@demo.test',
    firstname: 'Mia',
    lastname: 'Schmidt',
    organisations: ['Berlin office'],
    roles: ['Editor'],
  },
  {
    email: 'felix.weber@demo.test',
    firstname: 'Felix',
    lastname: 'Weber',
    organisations: ['Berlin office', 'Vienna office'],
    roles: ['Billing'],
  },
  {
    email: 'hannah.fischer@demo.test',
    firstname: 'Hannah',
    lastname: 'Fischer',
    organisations: ['Content studio'],
    roles: ['Editor'],
  },
  {
    email: 'lukas.meyer@demo.test',
    firstname: 'Lukas',
    lastname: 'Meyer',
    organisations: ['Content studio'],
    roles: ['Read only'],
  },
  {
    email: 'emma.wolf@demo.test',
    firstname: 'Emma',
    lastname: 'Wolf',
    organisations: ['Content studio', 'Berlin office'],
    roles: ['Editor'],
  },
  {
    email: 'paul.schulz@demo.test',
    firstname: 'Paul',
    lastname: 'Schulz',
    organisations: [],
    roles: ['Read only'],
  },
  {
    email: 'clara.neumann@demo.test',
    firstname: 'Clara',
    lastname: 'Neumann',
    organisations: ['Vienna office'],
    roles: ['Read only'],
    pending: true,
  },
  // The built-in Accountant role (issue 32): invoices, credit notes, upcoming payments and invoice data, read only.
  {
    email: 'petra.steuer@demo.test',
    firstname: 'Petra',
    lastname: 'Steuer',
    organisations: ['Vienna office'],
    roles: [BUILT_IN_ACCOUNTANT],
  },
  {
    email: 'noah.keller@demo.test',
    firstname: 'Noah',
    lastname: 'Keller',
    organisations: ['Berlin office'],
    roles: [],
    pending: true,
  },
];

/**
 * owner@demo.test's team (decision 0056): three organisations, three roles and the sub-users above,
 * the first organisation of each their default. Runs once: an owner that has organisations is left.
 */
export const seedClientsDemo: Seeder = {
  name: 'clients demo',
  async run(context) {
    const { db, now } = context;
    const ownerId = await context.userIdOf(OWNER);
    const [known] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.ownerId, ownerId));
    if (known) return;
    const orgRows = await db
      .insert(organisations)
      .values(DEMO_ORGANISATIONS.map((name) => ({ ownerId, name, createdAt: now, updatedAt: now })))
      .returning({ id: organisations.id, name: organisations.name });
    const orgId = new Map(orgRows.map((row) => [row.name, row.id]));
    const roleId = new Map<string, number>();
    for (const [title, permissions] of Object.entries(DEMO_CLIENT_ROLES)) {
      const [role] = await db
        .insert(roles)
        .values({ title, ownerId, isInternal: false, createdAt: now, updatedAt: now })
        .returning({ id: roles.id });
      if (!role) throw new Error(`seed: role ${title} was not stored`);
      roleId.set(title, role.id);
      await db
        .insert(rolePermissions)
        .values(permissions.map((permission) => ({ roleId: role.id, permission })));
    }
    const [accountant] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(isNull(roles.ownerId), eq(roles.name, ACCOUNTANT_ROLE)));
    if (!accountant) throw new Error('seed: the built-in Accountant role is missing');
    roleId.set(BUILT_IN_ACCOUNTANT, accountant.id);
    const passwordHash = await context.demoPasswordHash();
    for (const client of DEMO_CLIENTS) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, client.email));
      const id =
        existing?.id ??
        (
          await db
            .insert(users)
            .values({
              parentId: ownerId,
              email: client.email,
              firstname: client.firstname,
              lastname: client.lastname,
              passwordHash: client.pending ? '!unset:demo' : passwordHash,
              invitationPending: client.pending ?? false,
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (!id) throw new Error(`seed: ${client.email} was not stored`);
      // Replaces any global role the demo accounts gave (client@demo.test's former client-basic).
      await db.delete(userRoles).where(eq(userRoles.userId, id));
      if (client.roles.length > 0) {
        await db
          .insert(userRoles)
          .values(client.roles.map((title) => ({ userId: id, roleId: roleId.get(title) ?? 0 })));
      }
      if (client.organisations.length > 0) {
        await db.insert(organisationUsers).values(
          client.organisations.map((name, index) => ({
            userId: id,
            organisationId: orgId.get(name) ?? 0,
            isDefault: index === 0,
          })),
        );
      }
    }
  },
};

/** Permissions the seed gives a demo sub-user through its roles (the route matrix compares them). */
export function demoClientPermissions(email: string): RolePermission[] {
  const client = DEMO_CLIENTS.find((each) => each.email === email);
  return [...new Set((client?.roles ?? []).flatMap((title) => DEMO_CLIENT_ROLES[title] ?? []))];
}
