// The customers of the request crash drill (bench/crash-drill-requests.mjs runs this through tsx):
// for each purpose CRASH_DRILL_CUSTOMERS customers in DATABASE_URL who sign in with a password, each
// with Austrian billing data, the customer role, a sandbox customer and a 4242 card as default:
// - purchase: nothing bought yet (they buy Tools Enterprise);
// - quantity, extra_user: an active monthly Tools Enterprise subscription (they add a licence or a
//   sub-user; extra_user customers also have an organisation and a role to give the sub-user);
// - invoice: a past-due Tools Enterprise subscription with an open card invoice issued now (they pay
//   it on the invoices screen; the dunning retry is a day away);
// - interval_switch: an active monthly Analytics Enterprise subscription (they switch it to yearly
//   billing at once; Tools subscriptions are metered and stay monthly, decision 0085).
// Prints JSON: the customers' e-mails per purpose, and the open invoice of each invoice customer.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import {
  organisations,
  plans,
  rolePermissions,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../apps/api/src/db/schema/index';
import { CUSTOMER_ROLE } from '../apps/api/src/db/seed/roles';
import { addIntervals } from '../apps/api/src/modules/billing-engine/periods';
import { issueInvoice } from '../apps/api/src/modules/invoices/index';
import { isSandboxGateway } from '../apps/api/src/modules/sandbox-gateway/index';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db';
import { giveDrillCard } from './drill-card';
import { BENCH_BILLING } from './seed-invoices';

export const PURPOSES = ['purchase', 'quantity', 'extra_user', 'invoice', 'interval_switch'] as const;
const PLAN_ID = 'tools-enterprise-month-eur';
const SWITCH_PLAN_ID = 'analytics-enterprise-month-eur';
const DAY_MS = 86_400_000;

async function main(): Promise<void> {
  const count = Number(process.env.CRASH_DRILL_CUSTOMERS ?? 120);
  const password = process.env.CRASH_DRILL_PASSWORD ?? 'Drill-Password-2026!';
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_SEED: 'false' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 8 });
  const deps = await composeDeps(config, database, systemClock);
  const { db } = database;
  const { gateway } = deps;
  if (!isSandboxGateway(gateway)) throw new Error('the drill needs the sandbox gateway');
  const [toolsPlan] = await db.select().from(plans).where(eq(plans.id, PLAN_ID));
  const [switchPlan] = await db.select().from(plans).where(eq(plans.id, SWITCH_PLAN_ID));
  const [customerRole] = await db.select().from(roles).where(eq(roles.name, CUSTOMER_ROLE));
  if (!toolsPlan || !switchPlan || !customerRole) {
    throw new Error('catalog or roles missing: is the database seeded?');
  }
  const passwordHash = await hashPassword(password);
  const tag = randomBytes(3).toString('hex');
  const now = Date.now();

  // The organisation and role a new sub-user is given: spec §5 asks one of each (decision 0076).
  const teamOf = async (ownerId: number) => {
    const [organisation] = await db
      .insert(organisations)
      .values({ ownerId, name: 'Drill team' })
      .returning({ id: organisations.id });
    const [role] = await db
      .insert(roles)
      .values({ ownerId, title: 'Drill member' })
      .returning({ id: roles.id });
    if (!organisation || !role) throw new Error('team not stored');
    await db.insert(rolePermissions).values({ roleId: role.id, permission: 'MODULE_DASHBOARD.VIEW' });
    return { organisationId: organisation.id, roleId: role.id };
  };

  const create = async (purpose: (typeof PURPOSES)[number], i: number) => {
    const email = `drill-${purpose.replace('_', '-')}-${i}-${tag}@example.test`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstname: 'Drill',
        lastname: `Customer ${i}`,
        ...BENCH_BILLING,
        acceptedLatestTerms: true,
        termsAcceptedAt: new Date(now),
      })
      .returning();
    if (!user) throw new Error('user not stored');
    await db.insert(userRoles).values({ userId: user.id, roleId: customerRole.id });
    await giveDrillCard(gateway, db, user, `pm_rdrill_${purpose}_${i}_${tag}`);
    if (purpose === 'purchase') return { email };
    const anchor = new Date(now - ((i % 20) + 3) * DAY_MS);
    const plan = purpose === 'interval_switch' ? switchPlan : toolsPlan;
    const subscriptionId = `sub_rdrill_${purpose}_${i}_${tag}`;
    await db.insert(subscriptions).values({
      id: subscriptionId,
      userId: user.id,
      productId: plan.productId,
      line: purpose === 'interval_switch' ? 'analytics' : 'tools',
      planId: plan.id,
      status: purpose === 'invoice' ? 'past_due' : 'active',
      quantity: 1,
      interval: 'month',
      currencyId: 1,
      unitAmount: plan.unitAmount,
      currentPeriodStart: anchor,
      currentPeriodEnd: addIntervals(anchor, 'month', 1),
      createdAt: anchor,
    });
    if (purpose === 'extra_user') return { email, subscriptionId, ...(await teamOf(user.id)) };
    if (purpose !== 'invoice') return { email, subscriptionId };
    const invoice = await db.transaction((tx) =>
      issueInvoice(tx, deps, {
        userId: user.id,
        subscriptionId,
        currencyId: 1,
        lines: [
          {
            kind: 'subscription',
            description: 'Tools Enterprise',
            quantity: 1,
            unitAmount: plan.unitAmount,
            amount: plan.unitAmount,
            periodStart: anchor,
            periodEnd: addIntervals(anchor, 'month', 1),
          },
        ],
        paymentMethodType: 'card',
        status: 'open',
        issuedAt: new Date(now),
      }),
    );
    return { email, subscriptionId, invoiceId: invoice.id };
  };

  const seeded: Record<
    string,
    { email: string; subscriptionId?: string; invoiceId?: number; organisationId?: number; roleId?: number }[]
  > = {};
  for (const purpose of PURPOSES) {
    seeded[purpose] = [];
    for (let i = 0; i < count; i += 10) {
      const chunk = Array.from({ length: Math.min(10, count - i) }, (_, j) => create(purpose, i + j));
      seeded[purpose].push(...(await Promise.all(chunk)));
    }
  }
  console.log(JSON.stringify(seeded));
  await deps.jobs.stop().catch(() => {});
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
