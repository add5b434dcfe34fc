import { ok, type RouteWalk } from './capture-setups';

/** Capture walks (decision 0054): the further invoice recipients (issue 32, decision 0079). */
export const INVOICE_DATA_WALKS: Record<string, RouteWalk> = {
  'POST /v1/account/billing/recipients': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      ok(await w.measure(owner.client, 'POST', '/v1/account/billing/recipients', { email: 'tax@walk.test' }));
    },
  },
  'DELETE /v1/account/billing/recipients/:id': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      const added = await owner.client.post('/v1/account/billing/recipients', { email: 'tax@walk.test' });
      ok(added);
      const { id } = added.json<{ data: { id: number } }>().data;
      ok(await w.measure(owner.client, 'DELETE', `/v1/account/billing/recipients/${id}`));
    },
  },
};
