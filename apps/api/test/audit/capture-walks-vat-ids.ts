import { ADMIN, billingOf, ok, type RouteWalk } from './capture-setups';

/** Capture walks (decision 0054): the VAT registry's checks of a customer's VAT id (decision 0080). */
export const VAT_ID_WALKS: Record<string, RouteWalk> = {
  'POST /v1/account/billing/vat-id/check': {
    // The check, the verification it moves and this audit row are one transaction.
    audits: [{ entityType: 'user', event: 'vat id checked' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(
        await owner.client.put('/v1/account/billing/information', {
          ...billingOf(owner.email),
          no_vat_id: false,
          vatid: 'ATU12345675',
        }),
      );
      ok(await w.measure(owner.client, 'POST', '/v1/account/billing/vat-id/check'));
    },
  },
  'PUT /v1/sandbox/vat-registry/availability': {
    writesNoBusinessData:
      'switches the sandbox VAT registry’s answers (a setting of the sandbox, kept in this process’s memory)',
    walk: async (w) => {
      const admin = await w.signIn(ADMIN);
      ok(await w.measure(admin, 'PUT', '/v1/sandbox/vat-registry/availability', { available: true }));
    },
  },
};
