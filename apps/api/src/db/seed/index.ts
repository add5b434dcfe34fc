import type { Config } from '../../config';
import { hashPassword } from '../../platform/auth/passwords';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { users } from '../schema/index';
import { seedAuditHistory } from './audit-demo-history';
import { seedBillingDemo } from './billing-demo';
import { seedCatalog } from './catalog';
import { seedClientsDemo } from './clients-demo';
import { createSeedContext, type Seeder } from './context';
import { seedCoupons } from './coupons';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedGeneratedCustomers } from './generated-customers';
import { seedInsightsDemo } from './insights-demo';
import { seedRoles } from './roles';
import { seedTermsVersions } from './terms';
import { seedToolsDemo } from './tools-demo';
import { seedVatDemo } from './vat-demo';

/** Data the portal needs to work at all: run on every start, each seeder idempotent. */
export const referenceSeeders: Seeder[] = [seedRoles, seedTermsVersions, seedCatalog];

/** Demo data (DESIGN.md §5): only into an empty database. Later issues append their seeders here. */
export const demoSeeders: Seeder[] = [
  seedDemoAccounts,
  seedClientsDemo,
  seedCoupons,
  seedBillingDemo,
  seedGeneratedCustomers,
  seedVatDemo,
  seedToolsDemo,
  seedInsightsDemo,
  seedAuditHistory,
];

/**
 * Brings the reference data in line and, when `demo` is on and no user exists yet, seeds the demo
 * data, all in one transaction: a seed that fails half-way leaves the database empty for the next try.
 */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; clock: Clock; config: Config },
): Promise<{ demo: boolean }> {
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const context = createSeedContext(tx, now, options.config, () => hashPassword(DEMO_PASSWORD));
    for (const seeder of referenceSeeders) await seeder.run(context);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (!options.demo || anyUser) return { demo: false };
    for (const seeder of demoSeeders) await seeder.run(context);
    return { demo: true };
  });
}
