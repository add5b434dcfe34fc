import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import {
  createClient,
  createOrganisation,
  createRole,
  defaultTeam,
  permissionsOf,
  registerOwner,
  signedInClient,
  uniqueEmail,
} from './clients-kit';

const testApp = useTestApp();

const BASE = ['MODULE_DASHBOARD.VIEW'];

/** Each CLIENTS_* permission with a call only it opens (and what that call needs to run). */
const GATES: {
  permission: string;
  call: (ids: { client: number; role: number; org: number }) => [string, string, unknown?];
}[] = [
  { permission: 'CLIENTS.VIEW', call: () => ['GET', '/api/v1/clients'] },
  {
    permission: 'CLIENTS.CREATE',
    call: () => ['POST', '/api/v1/clients', { email: uniqueEmail('gate'), firstname: 'G', lastname: 'Ate' }],
  },
  {
    permission: 'CLIENTS.EDIT',
    // Organisations and roles as stored: an editor without their edit permissions sends them so.
    call: ({ client, role, org }) => [
      'PUT',
      `/api/v1/clients/${client}`,
      {
        email: uniqueEmail('gate'),
        firstname: 'G',
        lastname: 'Ate',
        organisations: [org],
        default_organisation_id: org,
        roles: [role],
      },
    ],
  },
  {
    permission: 'CLIENTS.DELETE',
    call: ({ client }) => ['GET', `/api/v1/clients/${client}/deletion-counts`],
  },
  {
    permission: 'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
    call: () => ['GET', '/api/v1/clients/organisations'],
  },
  {
    permission: 'CLIENTS_ORGANISATION_MANAGEMENT.CREATE',
    call: () => ['POST', '/api/v1/clients/organisations', { name: `Org ${uniqueEmail('o')}` }],
  },
  {
    permission: 'CLIENTS_ORGANISATION_MANAGEMENT.EDIT',
    call: ({ org }) => ['PUT', `/api/v1/clients/organisations/${org}`, { name: `Org ${uniqueEmail('o')}` }],
  },
  { permission: 'CLIENTS_ROLE_MANAGEMENT.VIEW', call: () => ['GET', '/api/v1/clients/roles'] },
  {
    permission: 'CLIENTS_ROLE_MANAGEMENT.CREATE',
    call: () => ['POST', '/api/v1/clients/roles', { title: `Role ${uniqueEmail('r')}`, permissions: BASE }],
  },
  {
    permission: 'CLIENTS_ROLE_MANAGEMENT.EDIT',
    call: ({ role }) => [
      'PUT',
      `/api/v1/clients/roles/${role}`,
      { title: `Role ${uniqueEmail('r')}`, permissions: BASE },
    ],
  },
];

describe('CLIENTS_* permissions gate every call', () => {
  it('refuses each call without its permission and serves it with it', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const org = await createOrganisation(owner.client, 'Gated');
    const role = await createRole(owner.client, 'Gated role', BASE);
    const target = await createClient(owner.client, {
      organisations: [org],
      default_organisation_id: org,
      roles: [role],
    });
    for (const gate of GATES) {
      const without = await createRole(owner.client, `Without ${gate.permission}`, BASE);
      const withIt = await createRole(owner.client, `With ${gate.permission}`, [...BASE, gate.permission]);
      const lacking = await signedInClient(app, owner.client, { roles: [without] });
      const holding = await signedInClient(app, owner.client, { roles: [withIt] });
      const [method, url, payload] = gate.call({ client: target.id, role, org });
      const refused = await lacking.client.request(method as 'GET', url, { payload: payload as object });
      expect(refused.statusCode, `${gate.permission} without`).toBe(403);
      const served = await holding.client.request(method as 'GET', url, { payload: payload as object });
      expect(served.statusCode, `${gate.permission} with: ${served.body}`).toBe(200);
    }
  });

  it('needs organisation edit to change organisations and role edit to change roles; unchanged values pass', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const org = await createOrganisation(owner.client, 'Alpha');
    const role = await createRole(owner.client, 'Viewer', BASE);
    const editorRole = await createRole(owner.client, 'Client editor', [...BASE, 'CLIENTS.EDIT']);
    const editor = await signedInClient(app, owner.client, { roles: [editorRole] });
    const target = await createClient(owner.client, {
      organisations: [org],
      default_organisation_id: org,
      roles: [role],
    });
    const same = {
      email: target.email,
      firstname: 'Carla',
      lastname: 'Changed',
      organisations: [org],
      default_organisation_id: org,
      roles: [role],
    };
    expect((await editor.client.put(`/api/v1/clients/${target.id}`, same)).statusCode).toBe(200);
    const orgChange = await editor.client.put(`/api/v1/clients/${target.id}`, {
      ...same,
      organisations: [],
      default_organisation_id: null,
    });
    expect(orgChange.statusCode).toBe(403);
    expect(orgChange.json().message).toBe('You are not allowed to change organisations.');
    const roleChange = await editor.client.put(`/api/v1/clients/${target.id}`, { ...same, roles: [] });
    expect(roleChange.statusCode).toBe(403);
    expect(roleChange.json().message).toBe('You are not allowed to change roles.');
  });
});

describe('a sub-user never exceeds the owner, nor raises themselves', () => {
  it('refuses a role with permissions the editor lacks, and their own roles', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const billing = await createRole(owner.client, 'Billing', ['MODULE_ACCOUNT_PAYMENT.VIEW']);
    const manager = await createRole(owner.client, 'Role manager', [
      ...BASE,
      'CLIENTS.VIEW',
      'CLIENTS.EDIT',
      'CLIENTS.CREATE',
      'CLIENTS_ROLE_MANAGEMENT.VIEW',
      'CLIENTS_ROLE_MANAGEMENT.CREATE',
      'CLIENTS_ROLE_MANAGEMENT.EDIT',
    ]);
    const sub = await signedInClient(app, owner.client, { roles: [manager] });
    // Adding billing to their own role.
    const raise = await sub.client.put(`/api/v1/clients/roles/${manager}`, {
      title: 'Role manager',
      permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW', ...BASE],
    });
    expect(raise.statusCode).toBe(422);
    expect(raise.json().errors.permissions[0]).toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
    const create = await sub.client.post('/api/v1/clients/roles', {
      title: 'Mine',
      permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
    });
    expect(create.statusCode).toBe(422);
    // Giving themselves another role (their organisation as stored: they may not change it).
    const team = await defaultTeam(owner.client);
    const own = await sub.client.put(`/api/v1/clients/${sub.id}`, {
      email: sub.email,
      firstname: 'Carla',
      lastname: 'Client',
      organisations: [team.organisation],
      default_organisation_id: team.organisation,
      roles: [manager, billing],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own roles.');
    // Nor through a second user they create: a role they do not fully hold cannot be handed out.
    const proxy = await sub.client.post('/api/v1/clients', {
      email: uniqueEmail('proxy'),
      firstname: 'P',
      lastname: 'Roxy',
      roles: [billing],
    });
    expect(proxy.statusCode).toBe(422);
    expect(Object.keys(proxy.json().errors)).toEqual(['roles']);
    expect(await permissionsOf(sub.client)).not.toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
  });

  it('keeps a role permission the owner does not hold away from the sub-user', async () => {
    const { app, db } = testApp();
    const owner = await registerOwner(app);
    const role = await createRole(owner.client, 'Viewer', BASE);
    const sub = await signedInClient(app, owner.client, { roles: [role] });
    // Written past the API's checks: a staff permission and a product the account has not bought.
    await db.insert(rolePermissions).values([
      { roleId: role, permission: 'MODULE_ADMIN.VIEW' },
      { roleId: role, permission: 'ALL_ENTITIES.VIEW' },
      { roleId: role, permission: 'MODULE_DMP.VIEW' },
    ]);
    app.deps.authCache.forgetUser(sub.id);
    const permissions = await permissionsOf(sub.client);
    expect(permissions).toContain('MODULE_DASHBOARD.VIEW');
    expect(permissions).not.toContain('MODULE_ADMIN.VIEW');
    expect(permissions).not.toContain('ALL_ENTITIES.VIEW');
    expect(permissions).not.toContain('MODULE_DMP.VIEW');
    const admin = await sub.client.get('/api/v1/admin/users');
    expect([403, 404]).toContain(admin.statusCode);
  });

  it('applies a role change and a change of roles on the sub-user very next request', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const role = await createRole(owner.client, 'Billing', [...BASE, 'MODULE_ACCOUNT_PAYMENT.VIEW']);
    const sub = await signedInClient(app, owner.client, { roles: [role] });
    expect(await permissionsOf(sub.client)).toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
    expect((await sub.client.get('/v1/account/billing/payment-methods')).statusCode).toBe(200);

    const narrowed = await owner.client.put(`/api/v1/clients/roles/${role}`, {
      title: 'Billing',
      permissions: BASE,
    });
    expect(narrowed.statusCode).toBe(200);
    expect(await permissionsOf(sub.client)).not.toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
    expect((await sub.client.get('/v1/account/billing/payment-methods')).statusCode).toBe(403);

    const widened = await createRole(owner.client, 'Payments', ['MODULE_ACCOUNT_PAYMENT.VIEW']);
    const { organisation } = await defaultTeam(owner.client);
    const assigned = await owner.client.put(`/api/v1/clients/${sub.id}`, {
      email: sub.email,
      firstname: 'Carla',
      lastname: 'Client',
      organisations: [organisation],
      default_organisation_id: organisation,
      roles: [role, widened],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await permissionsOf(sub.client)).toContain('MODULE_ACCOUNT_PAYMENT.VIEW');
  });
});

describe("another account's ids", () => {
  it('are 404 in the path and field errors in the body, and change nothing', async () => {
    const { app, db } = testApp();
    const mine = await registerOwner(app);
    const theirs = await registerOwner(app);
    const theirOrg = await createOrganisation(theirs.client, 'Theirs');
    const theirRole = await createRole(theirs.client, 'Theirs', BASE);
    const theirClient = await createClient(theirs.client);
    const payload = { email: uniqueEmail('x'), firstname: 'X', lastname: 'Y' };
    expect((await mine.client.put(`/api/v1/clients/${theirClient.id}`, payload)).statusCode).toBe(404);
    expect((await mine.client.get(`/api/v1/clients/${theirClient.id}/deletion-counts`)).statusCode).toBe(404);
    expect((await mine.client.post(`/api/v1/clients/${theirClient.id}/welcome`)).statusCode).toBe(404);
    expect(
      (
        await mine.client.request('DELETE', `/api/v1/clients/${theirClient.id}`, {
          payload: { password: 'Owner-Password-2026!' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await mine.client.put(`/api/v1/clients/organisations/${theirOrg}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect(
      (await mine.client.put(`/api/v1/clients/roles/${theirRole}`, { title: 'Mine now', permissions: BASE }))
        .statusCode,
    ).toBe(404);
    const foreign = await mine.client.post('/api/v1/clients', {
      ...payload,
      organisations: [theirOrg],
      default_organisation_id: theirOrg,
      roles: [theirRole],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['organisations', 'roles']);
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.id, theirRole)));
    expect(role?.title).toBe('Theirs');
    const listed = await mine.client.get('/api/v1/clients');
    expect(listed.json().data).toEqual([]);
    // None of theirs; the built-in Accountant (issue 32) is every account's.
    expect((await mine.client.get('/api/v1/clients/roles')).json()).toEqual([
      expect.objectContaining({ built_in: 'accountant' }),
    ]);
    expect((await mine.client.get('/api/v1/clients/organisations')).json()).toEqual([]);
  });
});
