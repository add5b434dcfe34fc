// The crash drill's customers (bench/crash-drill.mjs runs this through tsx): CRASH_DRILL_SUBSCRIPTIONS
// monthly Tools subscriptions in DATABASE_URL, each account with its own sandbox customer and a
// 4242 card (always succeeds) as default method, inserted as bench/billing.ts does. Their anchors lie
// 1–27 days back, so renewals spread over the month. Prints JSON: how many renewal invoices a clock
// moved CRASH_DRILL_DAYS ahead owes them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { plans, subscriptions, users } from '../apps/api/src/db/schema/index';
import { addIntervals } from '../apps/api/src/modules/billing-engine/periods';
import { createSandboxGateway } from '../apps/api/src/modules/sandbox-gateway/index';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db';
import { giveDrillCard } from './drill-card';

const DAY_MS = 86_400_000;
const PLAN_ID = 'tools-enterprise-month-eur';

async function main(): Promise<void> {
  const count = Number(process.env.CRASH_DRILL_SUBSCRIPTIONS ?? 200);
  const days = Number(process.env.CRASH_DRILL_DAYS ?? 365);
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 8 });
  const { db } = database;
  const gateway = createSandboxGateway({ config, db, clock: systemClock });
  const [plan] = await db.select().from(plans).where(eq(plans.id, PLAN_ID));
  if (!plan) throw new Error(`plan ${PLAN_ID} missing: is the database seeded?`);
  const now = Date.now();
  const tag = randomBytes(3).toString('hex');

  const create = async (i: number): Promise<Date> => {
    const [user] = await db
      .insert(users)
      .values({
        email: `drill-${i}-${tag}@example.test`,
        passwordHash: 'x',
        firstname: 'Drill',
        lastname: `Customer ${i}`,
        billingFirstname: 'Drill',
        billingLastname: `Customer ${i}`,
        street: 'Ringstraße 1',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
      })
      .returning();
    if (!user) throw new Error('user not stored');
    await giveDrillCard(gateway, db, user, `pm_drill_${i}_${tag}`);
    const anchor = new Date(now - ((i % 27) + 1) * DAY_MS);
    await db.insert(subscriptions).values({
      id: `sub_drill_${i}_${tag}`,
      userId: user.id,
      productId: plan.productId,
      line: 'tools',
      planId: plan.id,
      status: 'active',
      quantity: 1,
      interval: 'month',
      currencyId: 1,
      unitAmount: plan.unitAmount,
      currentPeriodStart: anchor,
      currentPeriodEnd: addIntervals(anchor, 'month', 1),
      createdAt: anchor,
    });
    return anchor;
  };

  const anchors: Date[] = [];
  for (let i = 0; i < count; i += 10) {
    const chunk = Array.from({ length: Math.min(10, count - i) }, (_, j) => create(i + j));
    anchors.push(...(await Promise.all(chunk)));
  }
  // A renewal invoice for every period end the moved clock has reached.
  const movedNow = now + days * DAY_MS;
  let expectedRenewals = 0;
  for (const anchor of anchors) {
    for (let k = 1; addIntervals(anchor, 'month', k).getTime() <= movedNow; k += 1) expectedRenewals += 1;
  }
  console.log(JSON.stringify({ subscriptions: anchors.length, expectedRenewals }));
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
