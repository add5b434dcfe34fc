import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, termsVersions, userRoles, users } from '../src/db/schema/index';
import { DEMO_CLIENTS, DEMO_ORGANISATIONS } from '../src/db/seed/clients-demo';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { seedDatabase } from '../src/db/seed/index';
import { CURRENT_TERMS_VERSION } from '../src/db/seed/terms';
import { useTestApp } from './support/test-app';
import { loginAs } from './support/test-client';

const testApp = useTestApp();

describe('demo seed', () => {
  it('creates the accounts of DESIGN.md §5 with their roles', async () => {
    const { db } = testApp();
    const rows = await db
      .select({ email: users.email, role: roles.name, isInternal: roles.isInternal })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.ownerId)))
      .orderBy(asc(users.id), asc(roles.name));
    for (const account of DEMO_ACCOUNTS) {
      expect(rows.filter((r) => r.email === account.email).map((r) => r.role)).toEqual(
        [...account.roles].sort(),
      );
    }
    expect(rows.filter((r) => r.isInternal).map((r) => r.email)).toEqual([
      'admin@demo.test',
      'support@demo.test',
      'finance@demo.test',
    ]);
  });

  it('leaves new@demo.test to accept the terms and gives client@demo.test its owner', async () => {
    const { db } = testApp();
    const all = await db.select().from(users);
    const byEmail = (email: string) => all.find((u) => u.email === email)!;
    expect(byEmail('new@demo.test').acceptedLatestTerms).toBe(false);
    expect(byEmail('admin@demo.test').acceptedLatestTerms).toBe(true);
    expect(byEmail('owner@demo.test').acceptedLatestTerms).toBe(true);
    expect(byEmail('client@demo.test').parentId).toBe(byEmail('owner@demo.test').id);
    expect(byEmail('suspended@demo.test').suspendedAt).not.toBeNull();
    expect(byEmail('invoice@demo.test').cardBrand).toBe('invoice');
    expect(byEmail('owner@demo.test')).toMatchObject({
      vatId: 'ATU12345675',
      cardBrand: 'visa',
      cardLastFour: '4242',
    });
    // One hash for all: computed once (sub-users still to use their welcome link have none).
    const usable = all.filter((u) => !u.invitationPending);
    expect(new Set(usable.map((u) => u.passwordHash)).size).toBe(1);
    expect(all[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives owner@demo.test a team: three organisations, three roles and a dozen sub-users', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const organisations = (await client.get('/api/v1/clients/organisations')).json();
    expect(organisations.map((o: { name: string }) => o.name).sort()).toEqual([...DEMO_ORGANISATIONS].sort());
    const roleList = (await client.get('/api/v1/clients/roles')).json();
    // Its own three, and the built-in Accountant every account has (issue 32).
    expect(roleList.map((r: { title: string }) => r.title)).toEqual([
      'Accountant',
      'Billing',
      'Editor',
      'Read only',
    ]);
    expect(roleList[1].permissions).toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
    const petra = (await client.get('/api/v1/clients?search=petra.steuer')).json().data[0];
    expect(petra.roles).toEqual([{ id: roleList[0].id, title: 'Accountant', built_in: 'accountant' }]);
    const clients = (await client.get('/api/v1/clients')).json();
    expect(clients.total).toBe(DEMO_CLIENTS.length);
    const carl = clients.data.find((c: { email: string }) => c.email === 'client@demo.test');
    expect(carl.roles.map((r: { title: string }) => r.title)).toEqual(['Read only']);
    const sub = await loginAs(app, 'client@demo.test');
    const me = (await sub.client.get('/v1/account/me')).json();
    expect(me.permissions).not.toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
    expect((await sub.client.get('/v1/invoice/all')).statusCode).toBe(403);
  });

  it('publishes the current terms version', async () => {
    const versions = await testApp().db.select().from(termsVersions);
    expect(versions.map((v) => v.version)).toContain(CURRENT_TERMS_VERSION);
  });

  it('runs again without duplicating anything and never seeds demo data into a used database', async () => {
    const { db, clock, deps } = testApp();
    const count = async () => ({
      users: await db.$count(users),
      roles: await db.$count(roles),
      permissions: await db.$count(rolePermissions),
      terms: await db.$count(termsVersions),
    });
    const before = await count();
    // Reference data drifted (a permission lost): the next start puts it back.
    const [customer] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, customer!.id));
    const result = await seedDatabase(db, { demo: true, clock, config: deps.config });
    expect(result).toEqual({ demo: false });
    expect(await count()).toEqual(before);
  });
});
