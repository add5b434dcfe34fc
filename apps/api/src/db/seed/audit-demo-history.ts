import { addUtcDays } from '@portal/contract/dates';
import { eq, inArray } from 'drizzle-orm';
import { userRoles, users } from '../schema/index';
import {
  accountYear,
  defaultSwitch,
  HOUR,
  loadAccount,
  newcomer,
  subUserYear,
  YEAR_DAYS,
} from './audit-demo-accounts';
import {
  BROWSERS,
  DemoRandom,
  type HistoryRow,
  insertHistory,
  type Person,
  sessionsOf,
  signInRow,
} from './audit-demo-kit';
import { OWNER_NOTIFICATION_STEPS, SHORT_NOTIFICATION_STEPS } from './audit-demo-stories';
import { BILLING_DEMO_CUSTOMERS } from './billing-demo-customers';
import type { SeedContext, Seeder } from './context';
import { CUSTOMER_ROLE, roleIdsByName } from './roles';

/**
 * A year of audit history (issue 13, decision 0054) for the demo accounts, so the activity log shows
 * something real: owner@demo.test and its sub-user, staff acting on their behalf, the system's
 * renewals, the other demo customers more briefly, staff sign-ins. Written in bulk after the billing
 * demo, whose own rows it completes; dated over the last year before the seed's now.
 */
export const seedAuditHistory: Seeder = {
  name: 'audit history',
  async run(context) {
    const { db, now } = context;
    const random = new DemoRandom(20_260_113);
    const people = await db
      .select()
      .from(users)
      .where(
        inArray(users.email, [
          'admin@demo.test',
          'owner@demo.test',
          'client@demo.test',
          'invoice@demo.test',
          'new@demo.test',
          ...BILLING_DEMO_CUSTOMERS.map((customer) => customer.email),
        ]),
      );
    const byEmail = (email: string) => {
      const user = people.find((person) => person.email === email);
      if (!user) throw new Error(`seed: no demo user ${email}`);
      return user;
    };
    const roles = await roleIdsByName(db);
    const customerRole = roles.get(CUSTOMER_ROLE) ?? 0;
    const adminUser = byEmail('admin@demo.test');
    const admin: Person = {
      id: adminUser.id,
      email: adminUser.email,
      accountId: adminUser.id,
      devices: [{ ip: '198.51.100.7', userAgent: BROWSERS.linuxFirefox }],
    };
    const adminSince = addUtcDays(now, -YEAR_DAYS);
    const adminSessions = sessionsOf(random, admin, adminSince, new Date(now.getTime() - HOUR), 0.7);
    const rows: HistoryRow[] = adminSessions.map(signInRow);

    // owner@demo.test: the showcase, with every kind of change.
    const office = '203.0.113.10';
    const owner = await loadAccount(context, byEmail('owner@demo.test'), [
      { ip: office, userAgent: BROWSERS.windowsChrome },
      { ip: office, userAgent: BROWSERS.macSafari },
      { ip: '203.0.113.77', userAgent: BROWSERS.iphoneSafari },
    ]);
    const ownerYear = accountYear(random, context, owner, {
      rate: 0.65,
      staff: admin,
      staffSessions: adminSessions,
      roleId: customerRole,
      loginsAs: 14,
      billingEdits: 12,
      profileEdits: 4,
      passwords: 2,
      notificationSteps: OWNER_NOTIFICATION_STEPS,
      downloads: 0.85,
      csv: 0.7,
      revocations: 3,
    });
    rows.push(...ownerYear.rows, ...ownerYear.sessions.slice(1).map(signInRow));
    rows.push(...(await defaultSwitch(random, context, owner, ownerYear.sessions)));
    rows.push(
      ...subUserYear(
        random,
        context,
        owner,
        byEmail('client@demo.test'),
        await firstRoleOf(context, byEmail('client@demo.test').id),
      ),
    );

    // The other demo customers: a shorter year each, from the day they signed up.
    // Only with the sandbox gateway does the billing demo create its customers.
    const others = ['invoice@demo.test', ...BILLING_DEMO_CUSTOMERS.map((customer) => customer.email)].filter(
      (email) => people.some((person) => person.email === email),
    );
    for (const [index, email] of others.entries()) {
      const browser = random.pick([BROWSERS.windowsChrome, BROWSERS.macSafari, BROWSERS.windowsEdge]);
      const account = await loadAccount(context, byEmail(email), [
        { ip: `203.0.113.${30 + index}`, userAgent: browser },
        { ip: `2001:db8:7::${(index + 1).toString(16)}`, userAgent: BROWSERS.iphoneSafari },
      ]);
      const year = accountYear(random, context, account, {
        rate: 0.3,
        staff: admin,
        staffSessions: adminSessions,
        roleId: customerRole,
        loginsAs: 2,
        billingEdits: 2,
        profileEdits: 1,
        passwords: random.int(0, 1),
        notificationSteps: random.chance(0.5) ? SHORT_NOTIFICATION_STEPS : [],
        downloads: 0.5,
        csv: 0.25,
        revocations: random.int(0, 1),
      });
      rows.push(...year.rows, ...year.sessions.slice(1).map(signInRow));
    }
    rows.push(...newcomer(random, byEmail('new@demo.test'), now, customerRole));

    await insertHistory(db, rows);
    await datePeople(context, rows);
    await db
      .update(users)
      .set({ createdAt: addUtcDays(adminSince, -30) })
      .where(eq(users.id, admin.id));
  },
};

/**
 * The users the history names agree with it: each was created when its `created` row says, and
 * accepted the terms when its acceptance row says.
 */
async function datePeople(context: SeedContext, rows: readonly HistoryRow[]) {
  for (const row of rows) {
    if (row.entityType !== 'user') continue;
    const id = Number(row.entityId);
    if (row.event === 'created')
      await context.db.update(users).set({ createdAt: row.at }).where(eq(users.id, id));
    if (row.url === '/v1/account/accept-terms') {
      const at = new Date(String(row.newValues?.terms_accepted_at));
      await context.db.update(users).set({ termsAcceptedAt: at }).where(eq(users.id, id));
    }
  }
}

/** The role a demo sub-user holds (clients-demo.ts gives client@demo.test "Read only"). */
async function firstRoleOf(context: SeedContext, userId: number): Promise<number> {
  const [row] = await context.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return row?.roleId ?? 0;
}
