import { PRODUCT_IDS } from '@portal/contract';
import { createSubscription } from '../invoices/fixtures';
import { ok, type RouteWalk } from './capture-setups';
import { WALK_PASSWORD, type Walker } from './capture-walker';

let walked = 0;
const address = () => {
  walked += 1;
  return `walk-client-${walked}-${Date.now()}@example.test`;
};

/** A fresh owner with an organisation and a role to hand out. */
async function team(w: Walker) {
  const owner = await w.freshOwner({ billing: false });
  // Sub-users need a Tools subscription; Corporate includes them, so no money moves here.
  await createSubscription(w.db, { userId: owner.id, productId: PRODUCT_IDS.toolsCorporate });
  const org = await owner.client.post('/api/v1/clients/organisations', { name: 'Walkers' });
  ok(org);
  const role = await owner.client.post('/api/v1/clients/roles', {
    title: 'Walker',
    permissions: ['MODULE_DASHBOARD.VIEW'],
  });
  ok(role);
  return { ...owner, orgId: org.json<{ id: number }>().id, roleId: role.json<{ id: number }>().id };
}

/** The same, with a sub-user in the organisation holding the role. */
async function teamWithClient(w: Walker) {
  const owner = await team(w);
  const created = await owner.client.post('/api/v1/clients', {
    email: address(),
    firstname: 'Walt',
    lastname: 'Client',
    organisations: [owner.orgId],
    default_organisation_id: owner.orgId,
    roles: [owner.roleId],
  });
  ok(created);
  return { ...owner, clientId: created.json<{ id: number }>().id };
}

/** Capture walks (decision 0054): client management (decision 0056). */
export const CLIENT_WALKS: Record<string, RouteWalk> = {
  'POST /api/v1/clients': {
    audits: [
      { entityType: 'client', event: 'created' },
      { entityType: 'client', event: 'pivot attached' },
      { entityType: 'client', event: 'pivot updated' },
    ],
    walk: async (w) => {
      const owner = await team(w);
      ok(
        await w.measure(owner.client, 'POST', '/api/v1/clients', {
          email: address(),
          firstname: 'Walt',
          lastname: 'Client',
          organisations: [owner.orgId],
          default_organisation_id: owner.orgId,
          roles: [owner.roleId],
        }),
      );
    },
  },
  'PUT /api/v1/clients/:id': {
    audits: [
      { entityType: 'client', event: 'updated' },
      { entityType: 'client', event: 'pivot detached' },
      { entityType: 'client', event: 'pivot updated' },
    ],
    walk: async (w) => {
      const owner = await teamWithClient(w);
      // Moved to another organisation and role: a sub-user keeps one of each (decision 0076).
      const org = await owner.client.post('/api/v1/clients/organisations', { name: 'Runners' });
      ok(org);
      const role = await owner.client.post('/api/v1/clients/roles', {
        title: 'Runner',
        permissions: ['MODULE_DASHBOARD.VIEW'],
      });
      ok(role);
      const orgId = org.json<{ id: number }>().id;
      ok(
        await w.measure(owner.client, 'PUT', `/api/v1/clients/${owner.clientId}`, {
          email: address(),
          firstname: 'Walter',
          lastname: 'Client',
          organisations: [orgId],
          default_organisation_id: orgId,
          roles: [role.json<{ id: number }>().id],
        }),
      );
    },
  },
  'DELETE /api/v1/clients/:id': {
    audits: [{ entityType: 'client', event: 'deleted' }],
    walk: async (w) => {
      const owner = await teamWithClient(w);
      ok(
        await w.measure(owner.client, 'DELETE', `/api/v1/clients/${owner.clientId}`, {
          password: WALK_PASSWORD,
        }),
      );
    },
  },
  'POST /api/v1/clients/:id/welcome': {
    writesNoBusinessData: 'a new set-password link (one-time token) and its mail; the sub-user is unchanged',
    walk: async (w) => {
      const owner = await teamWithClient(w);
      ok(await w.measure(owner.client, 'POST', `/api/v1/clients/${owner.clientId}/welcome`));
    },
  },
  'POST /api/v1/clients/roles': {
    audits: [{ entityType: 'role', event: 'created' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      // Sub-users need a Tools subscription; Corporate includes them, so no money moves here.
      await createSubscription(w.db, { userId: owner.id, productId: PRODUCT_IDS.toolsCorporate });
      ok(
        await w.measure(owner.client, 'POST', '/api/v1/clients/roles', {
          title: 'Billing',
          permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
        }),
      );
    },
  },
  'PUT /api/v1/clients/roles/:id': {
    audits: [{ entityType: 'role', event: 'updated' }],
    walk: async (w) => {
      const owner = await team(w);
      ok(
        await w.measure(owner.client, 'PUT', `/api/v1/clients/roles/${owner.roleId}`, {
          title: 'Runner',
          permissions: ['MODULE_DASHBOARD.VIEW', 'MODULE_ACCOUNT.VIEW'],
        }),
      );
    },
  },
  'POST /api/v1/clients/organisations': {
    audits: [{ entityType: 'organisation', event: 'created' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      // Sub-users need a Tools subscription; Corporate includes them, so no money moves here.
      await createSubscription(w.db, { userId: owner.id, productId: PRODUCT_IDS.toolsCorporate });
      ok(await w.measure(owner.client, 'POST', '/api/v1/clients/organisations', { name: 'Head office' }));
    },
  },
  'PUT /api/v1/clients/organisations/:id': {
    audits: [{ entityType: 'organisation', event: 'updated' }],
    walk: async (w) => {
      const owner = await team(w);
      ok(
        await w.measure(owner.client, 'PUT', `/api/v1/clients/organisations/${owner.orgId}`, {
          name: 'Runners',
        }),
      );
    },
  },
};
