import { userRoles, users } from '../schema/index';
import type { Seeder } from './context';
import { ADMIN_ROLE, CUSTOMER_ROLE, FINANCE_ROLE, roleIdsByName, SUPPORT_ROLE } from './roles';

/** Every demo account signs in with this password (DESIGN.md §5). */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

type UserInsert = typeof users.$inferInsert;

export interface DemoAccount {
  email: string;
  roles: readonly string[];
  /** E-mail of the account owner this user is a sub-user of. */
  parent?: string;
  profile: Omit<UserInsert, 'email' | 'passwordHash' | 'parentId'>;
}

const viennaBilling = {
  company: 'Demo Media GmbH',
  vatId: 'ATU12345675',
  billingFirstname: 'Olivia',
  billingLastname: 'Owner',
  street: 'Mariahilfer Straße 1',
  city: 'Vienna',
  postalCode: '1060',
  country: 'AT',
  phoneNumber: '+43 1 2345678',
  invoiceLanguage: 'en',
  invoiceEmail: 'billing@demo.test',
  invoiceReference: 'PO-2026-001',
} satisfies Partial<UserInsert>;

/** The accounts of DESIGN.md §5, in creation order (owners before their sub-users). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    roles: [ADMIN_ROLE],
    profile: { firstname: 'Ada', lastname: 'Admin', acceptedLatestTerms: true },
  },
  {
    email: 'support@demo.test',
    roles: [SUPPORT_ROLE],
    profile: { firstname: 'Stella', lastname: 'Support', acceptedLatestTerms: true },
  },
  {
    email: 'finance@demo.test',
    roles: [FINANCE_ROLE],
    profile: { firstname: 'Frank', lastname: 'Finance', acceptedLatestTerms: true },
  },
  {
    email: 'owner@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      firstname: 'Olivia',
      lastname: 'Owner',
      acceptedLatestTerms: true,
      cardBrand: 'visa',
      cardLastFour: '4242',
      ...viennaBilling,
    },
  },
  {
    email: 'new@demo.test',
    roles: [CUSTOMER_ROLE],
    // Has not accepted the latest terms, so the terms dialog shows after sign-in.
    profile: { firstname: 'Nina', lastname: 'Newcomer', acceptedLatestTerms: false },
  },
  {
    email: 'client@demo.test',
    // Its role is one of the owner's own (clients-demo.ts): "Read only", without billing.
    roles: [],
    parent: 'owner@demo.test',
    // A sub-user is never asked for the terms: its owner accepted them.
    profile: { firstname: 'Carl', lastname: 'Client', acceptedLatestTerms: false },
  },
  {
    email: 'invoice@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      firstname: 'Ivan',
      lastname: 'Invoice',
      acceptedLatestTerms: true,
      cardBrand: 'invoice',
      company: 'Invoice Payer AG',
      billingFirstname: 'Ivan',
      billingLastname: 'Invoice',
      street: 'Friedrichstraße 10',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
      invoiceLanguage: 'de',
      invoiceEmail: 'accounting@demo.test',
    },
  },
  {
    email: 'suspended@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: { firstname: 'Sam', lastname: 'Suspended', acceptedLatestTerms: true },
  },
  {
    email: 'deactivated@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: { firstname: 'Dora', lastname: 'Deactivated', acceptedLatestTerms: true },
  },
];

export const SUSPENDED_DEMO_EMAIL = 'suspended@demo.test';
export const DEACTIVATED_DEMO_EMAIL = 'deactivated@demo.test';

export const seedDemoAccounts: Seeder = {
  name: 'demo accounts',
  async run(context) {
    const { db, now } = context;
    const passwordHash = await context.demoPasswordHash();
    const roleIds = await roleIdsByName(db);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db
        .insert(users)
        .values({
          ...account.profile,
          email: account.email,
          passwordHash,
          parentId: account.parent ? await context.userIdOf(account.parent) : null,
          termsAcceptedAt: account.profile.acceptedLatestTerms ? now : null,
          suspendedAt: account.email === SUSPENDED_DEMO_EMAIL ? now : null,
          deactivatedAt: account.email === DEACTIVATED_DEMO_EMAIL ? now : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: ${account.email} was not stored`);
      if (account.roles.length === 0) continue;
      await db.insert(userRoles).values(
        account.roles.map((role) => {
          const roleId = roleIds.get(role);
          if (!roleId) throw new Error(`seed: unknown role ${role}`);
          return { userId: user.id, roleId };
        }),
      );
    }
  },
};
