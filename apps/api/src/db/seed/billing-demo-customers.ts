import { eq } from 'drizzle-orm';
import { userRoles, users } from '../schema/index';
import type { BillingSeed } from './billing-demo-kit';
import type { SeedContext } from './context';
import type { DemoAccount } from './demo-accounts';
import { CUSTOMER_ROLE, roleIdsByName } from './roles';

const billing = (first: string, last: string) => ({
  firstname: first,
  lastname: last,
  billingFirstname: first,
  billingLastname: last,
  acceptedLatestTerms: true,
});

/**
 * Customers beyond DESIGN.md §5's accounts, so every subscription state, tax mode and currency of
 * the billing engine can be seen (password: the demo password). Each one's story is in
 * billing-demo-states.ts.
 */
export const BILLING_DEMO_CUSTOMERS: readonly DemoAccount[] = [
  {
    email: 'anna.berger@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Anna', 'Berger'),
      company: 'Berger Design KG',
      vatId: 'ATU57194903',
      street: 'Herrengasse 12',
      postalCode: '8010',
      city: 'Graz',
      country: 'AT',
      phoneNumber: '+43 316 123456',
      language: 'de',
      invoiceLanguage: 'de',
      invoiceEmail: 'buchhaltung.berger@demo.test',
    },
  },
  {
    email: 'lukas.hofmann@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Lukas', 'Hofmann'),
      street: 'Leopoldstraße 28',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
      language: 'de',
      timezone: 'Europe/Berlin',
      invoiceLanguage: 'de',
    },
  },
  {
    email: 'sophie.martin@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Sophie', 'Martin'),
      company: 'Agence Lumière SARL',
      vatId: 'FR40303265045',
      street: '12 Rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      language: 'fr',
      timezone: 'Europe/Paris',
      invoiceLanguage: 'fr',
      invoiceEmail: 'compta.lumiere@demo.test',
    },
  },
  {
    email: 'james.carter@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('James', 'Carter'),
      company: 'Carter Analytics Inc.',
      street: '500 Congress Avenue',
      postalCode: '78701',
      city: 'Austin',
      country: 'US',
      phoneNumber: '+1 512 555 0142',
      timezone: 'America/Chicago',
      currencyId: 2,
      invoiceLanguage: 'en',
    },
  },
  {
    email: 'marta.novak@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Marta', 'Novak'),
      company: 'Novak Media s.r.o.',
      vatId: 'CZ25123891',
      street: 'Masarykova 20',
      postalCode: '60200',
      city: 'Brno',
      country: 'CZ',
      timezone: 'Europe/Prague',
      invoiceLanguage: 'en',
    },
  },
  {
    email: 'felix.wagner@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Felix', 'Wagner'),
      company: 'Wagner & Söhne GmbH',
      vatId: 'DE136695976',
      street: 'Am Sandtorkai 50',
      postalCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      language: 'de',
      timezone: 'Europe/Berlin',
      invoiceLanguage: 'de',
      invoiceReference: 'BEST-4711',
    },
  },
  {
    email: 'elena.rossi@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Elena', 'Rossi'),
      street: 'Via Torino 15',
      postalCode: '20123',
      city: 'Milano',
      country: 'IT',
      timezone: 'Europe/Rome',
      invoiceLanguage: 'en',
    },
  },
  {
    email: 'jonas.weber@demo.test',
    roles: [CUSTOMER_ROLE],
    profile: {
      ...billing('Jonas', 'Weber'),
      company: 'Weber Events GmbH',
      vatId: 'ATU64727905',
      street: 'Landstraße 44',
      postalCode: '4020',
      city: 'Linz',
      country: 'AT',
      language: 'de',
      invoiceLanguage: 'de',
    },
  },
];

/** Creates the billing demo's customers; the returned map gives each e-mail its id. */
export async function insertDemoCustomers(context: SeedContext): Promise<Map<string, number>> {
  const { db, now } = context;
  const passwordHash = await context.demoPasswordHash();
  const roleIds = await roleIdsByName(db);
  const ids = new Map<string, number>();
  for (const account of BILLING_DEMO_CUSTOMERS) {
    const [user] = await db
      .insert(users)
      .values({ ...account.profile, email: account.email, passwordHash, termsAcceptedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error(`seed: ${account.email} was not stored`);
    ids.set(account.email, user.id);
    await db.insert(userRoles).values(
      account.roles.map((role) => {
        const roleId = roleIds.get(role);
        if (!roleId) throw new Error(`seed: unknown role ${role}`);
        return { userId: user.id, roleId };
      }),
    );
  }
  return ids;
}

/** A demo customer signed up before its first purchase, not on the day the demo was seeded. */
export async function backdateSignup(seed: BillingSeed, userId: number, at: Date): Promise<void> {
  await seed.at(at);
  await seed.tx.update(users).set({ createdAt: at }).where(eq(users.id, userId));
}
