import { allows, RULES, type RuleName } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { demoClientPermissions } from '../../src/db/seed/clients-demo';
import { DEACTIVATED_DEMO_EMAIL, DEMO_ACCOUNTS, SUSPENDED_DEMO_EMAIL } from '../../src/db/seed/demo-accounts';
import { ROLE_DEFINITIONS } from '../../src/db/seed/roles';
import type { RegisteredRoute } from '../../src/platform/route-rules';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

/** Products the demo owners hold a live subscription of: each unlocks its module (decision 0037). */
const SUBSCRIBED_MODULES: Record<string, string[]> = { 'owner@demo.test': ['MODULE_DMP.VIEW'] };

/** What the seed grants an account, worked out from the role definitions rather than asked of the API. */
function seededPermissions(email: string): string[] {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  return [
    ...(account?.roles ?? []).flatMap(
      (role) => ROLE_DEFINITIONS.find((r) => r.name === role)?.permissions ?? [],
    ),
    ...(SUBSCRIBED_MODULES[email] ?? []),
    // A sub-user's roles are its owner's own (decision 0056).
    ...demoClientPermissions(email),
  ];
}

const guardedRoutes = () =>
  testApp().app.routeRegistry.filter(
    (route): route is Extract<RegisteredRoute, { public: false }> => !route.public,
  );

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x');

describe('route × demo role matrix', () => {
  it('knows the routes of this issue with their rules', () => {
    const rules = Object.fromEntries(
      testApp().app.routeRegistry.map((r) => [`${r.method} ${r.url}`, r.rule]),
    );
    expect(rules).toMatchObject({
      'POST /v1/login': null,
      'POST /v1/register': null,
      'POST /v1/forgotPassword': null,
      'POST /v1/resetPassword': null,
      'POST /v1/auth/refresh': null,
      'GET /v1/csrf-token': null,
      'GET /v1/config': null,
      'POST /v1/logout': 'authenticated',
      'POST /v1/login/user': 'editUsers',
      'POST /v1/login/return': 'authenticated',
      'GET /v1/account/me': 'authenticated',
      'POST /v1/account/accept-terms': 'authenticated',
      'PUT /v1/account/language': 'authenticated',
      'GET /api/v1/audit/datatable': 'viewActivityLog',
      'GET /api/v1/audit/entities': 'viewActivityLog',
      'GET /api/v1/audit/editors': 'viewActivityLog',
      'GET /api/v1/audit/entityInformation': 'viewActivityLog',
      'GET /api/v1/audit/entityInformationBatch': 'viewActivityLog',
      'GET /api/v1/audit/export.csv': 'viewActivityLog',
      'GET /api/v1/clients': 'viewUserManagement',
      'POST /api/v1/clients': 'createClients',
      'PUT /api/v1/clients/:id': 'editClients',
      'DELETE /api/v1/clients/:id': 'deleteClients',
      'GET /api/v1/clients/:id/deletion-counts': 'deleteClients',
      'POST /api/v1/clients/:id/welcome': 'createClients',
      'GET /api/v1/clients/roles': 'viewClientRoles',
      'POST /api/v1/clients/roles': 'createClientRoles',
      'PUT /api/v1/clients/roles/:id': 'editClientRoles',
      'GET /api/v1/clients/organisations': 'viewClientOrganisations',
      'POST /api/v1/clients/organisations': 'createClientOrganisations',
      'PUT /api/v1/clients/organisations/:id': 'editClientOrganisations',
    });
  });

  it('answers 401 on every guarded route without a session', async () => {
    const { app } = testApp();
    for (const route of guardedRoutes()) {
      const response = await new TestClient(app).request(route.method as 'GET', concrete(route.url), {
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message).toBe('Unauthenticated.');
    }
  });

  const signingIn = DEMO_ACCOUNTS.filter(
    (a) => a.email !== SUSPENDED_DEMO_EMAIL && a.email !== DEACTIVATED_DEMO_EMAIL,
  );
  for (const account of signingIn) {
    it(`${account.email}: 403 exactly on the routes whose rule its roles do not satisfy`, async () => {
      const { app } = testApp();
      const permissions = [...seededPermissions(account.email), 'AUTHENTICATED'];
      const me = (await (await loginAs(app, account.email)).client.get('/v1/account/me')).json();
      expect([...me.permissions].sort()).toEqual([...new Set(permissions)].sort());

      for (const route of guardedRoutes()) {
        // A fresh session per route: some routes (logout, login-as) end the session they are called with.
        const { client } = await loginAs(app, account.email);
        const response = await client.request(route.method as 'GET', concrete(route.url), {
          payload: route.method === 'GET' ? undefined : {},
        });
        const label = `${account.email} ${route.method} ${route.url} (${route.rule})`;
        expect(response.statusCode === 403, label).toBe(!allows(permissions, route.rule));
        if (response.statusCode === 403) expect(response.json().status, label).toBe('forbidden');
      }
    });
  }

  it(`${DEACTIVATED_DEMO_EMAIL} cannot get a session at all`, async () => {
    await expect(loginAs(testApp().app, DEACTIVATED_DEMO_EMAIL)).rejects.toThrow(/403.*account_deactivated/);
  });

  it(`${SUSPENDED_DEMO_EMAIL} reads only what viewModuleStore allows and changes nothing but its sign-in`, async () => {
    const { app } = testApp();
    const login = await new TestClient(app).post('/v1/login', {
      email: SUSPENDED_DEMO_EMAIL,
      password: 'Portal-Demo-2026!',
    });
    const bearer = { authorization: `Bearer ${login.json().data.token}` };
    for (const route of guardedRoutes()) {
      if (route.method === 'POST' && route.url === '/v1/logout') continue;
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const label = `${route.method} ${route.url} (${route.rule})`;
      const reads = route.method === 'GET';
      const mayPass = allows(['AUTHENTICATED', 'MODULE_MARKETPLACE.VIEW'], route.rule);
      if (!mayPass) expect(response.json().status, label).toBe('forbidden');
      else if (!reads) expect([403, 422, 400], label).toContain(response.statusCode);
      else expect(response.statusCode, label).not.toBe(403);
    }
  });
});

/**
 * The staff roles of decision 0058, written out here rather than read from the role definitions: a
 * change of a role that breaks this table fails. Each staff rule lists the demo accounts that pass it.
 */
const STAFF_RULE_CALLERS: Partial<Record<RuleName, readonly string[]>> = {
  isAdmin: ['admin@demo.test', 'support@demo.test', 'finance@demo.test'],
  viewUsers: ['admin@demo.test', 'support@demo.test', 'finance@demo.test'],
  viewMailOutbox: ['admin@demo.test', 'support@demo.test', 'finance@demo.test'],
  editUsers: ['admin@demo.test', 'support@demo.test'],
  viewFinance: ['admin@demo.test', 'finance@demo.test'],
  administerPlatform: ['admin@demo.test'],
  viewCurrencies: ['admin@demo.test', 'finance@demo.test'],
};

/** Permissions only staff roles grant: a rule that needs one of them guards an admin route. */
const STAFF_ONLY = [
  'MODULE_ADMIN.VIEW',
  'ALL_ENTITIES.VIEW',
  'ALL_ENTITIES.EDIT',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
];
const isStaffRule = (rule: RuleName) =>
  RULES[rule].flat().some((needed: string) => STAFF_ONLY.includes(needed));

/** Staff of each role, a customer and a sub-user: who the admin area is checked against. */
const ADMIN_AREA_CALLERS = [
  'admin@demo.test',
  'support@demo.test',
  'finance@demo.test',
  'owner@demo.test',
  'client@demo.test',
];

describe('admin routes × staff roles (decision 0058)', () => {
  const adminRoutes = () => guardedRoutes().filter((route) => isStaffRule(route.rule));

  it('guards the admin routes with the rules the role table gives them', () => {
    const rules = Object.fromEntries(adminRoutes().map((r) => [`${r.method} ${r.url}`, r.rule]));
    expect(rules).toMatchObject({
      'GET /v1/user/datatable': 'viewUsers',
      'GET /v1/user/search': 'viewUsers',
      'GET /v1/user/:id': 'editUsers',
      'POST /v1/user/:id/suspend': 'editUsers',
      'POST /v1/user/:id/unsuspend': 'editUsers',
      'POST /v1/user/:id/deactivate': 'editUsers',
      'POST /v1/user/:id/trial': 'editUsers',
      'POST /v1/user/:id/password-reset': 'editUsers',
      'GET /v1/admin/users/:id/documents': 'editUsers',
      'GET /v1/admin/users/:id/invoice/:number/pdf': 'editUsers',
      'GET /v1/admin/users/:id/invoice/:number/e-invoice/:format': 'editUsers',
      'GET /v1/admin/users/:id/credit-note/:number/pdf': 'editUsers',
      'GET /v1/admin/users/:id/credit-note/:number/e-invoice/:format': 'editUsers',
      'POST /v1/login/user': 'editUsers',
      'GET /v1/admin/mail-outbox': 'viewMailOutbox',
      'GET /v1/admin/mail-outbox/:id': 'viewMailOutbox',
      'POST /v1/admin/invoices/:id/refund': 'viewFinance',
      'GET /v1/finance/overview': 'viewFinance',
      'GET /v1/finance/receivables': 'viewFinance',
      'GET /v1/finance/invoices': 'viewFinance',
      'GET /v1/finance/credit-notes': 'viewFinance',
      'GET /v1/finance/tax': 'viewFinance',
      'GET /v1/finance/tax.csv': 'viewFinance',
    });
    for (const route of adminRoutes()) {
      expect(STAFF_RULE_CALLERS[route.rule], `${route.rule}: who may pass it?`).toBeDefined();
    }
  });

  it('answers 401 on every admin route without a session', async () => {
    const { app } = testApp();
    for (const route of adminRoutes()) {
      const response = await new TestClient(app).request(route.method as 'GET', concrete(route.url), {
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  for (const email of ADMIN_AREA_CALLERS) {
    it(`${email}: passes exactly the admin routes its role is meant to`, async () => {
      const { app } = testApp();
      for (const route of adminRoutes()) {
        const { client } = await loginAs(app, email);
        const response = await client.request(route.method as 'GET', concrete(route.url), {
          payload: route.method === 'GET' ? undefined : {},
        });
        const label = `${email} ${route.method} ${route.url} (${route.rule})`;
        const meant = STAFF_RULE_CALLERS[route.rule]?.includes(email) ?? false;
        if (meant) expect([401, 403], label).not.toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(403);
      }
    });
  }
});

describe('routes must declare who may call them', () => {
  it('makes the app refuse a route with neither a rule nor public: true', async () => {
    const app = await buildApp(testApp().deps);
    try {
      expect(() => app.get('/v1/unguarded', async () => ({}))).toThrow(
        'Route GET /v1/unguarded declares neither a rule nor public: true',
      );
      expect(() =>
        app.get('/v1/guarded', { config: { rule: 'authenticated' } }, async () => ({})),
      ).not.toThrow();
    } finally {
      await app.close();
    }
  });
});
