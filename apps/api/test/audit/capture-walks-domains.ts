import { ADMIN, ok, type RouteWalk } from './capture-setups';
import type { Walker } from './capture-walker';

let walked = 0;
const title = () => {
  walked += 1;
  return `walk-${walked}-${Date.now().toString(36)}.example.com`;
};

/** Staff signed in, and a domain of a fresh customer to change. */
async function staffWithDomain(w: Walker) {
  const owner = await w.freshOwner({ billing: false });
  const admin = await w.signIn(ADMIN);
  const created = await admin.post('/v1/domain', {
    user_id: owner.id,
    title: title(),
    analytics: false,
    sdk: false,
    cookies: false,
  });
  ok(created);
  return { admin, userId: owner.id, domainId: created.json<{ id: number }>().id };
}

/** Capture walks (decision 0054): a user's domains, kept by staff (decision 0059). */
export const DOMAIN_WALKS: Record<string, RouteWalk> = {
  'POST /v1/domain': {
    audits: [{ entityType: 'domain', event: 'created' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      const admin = await w.signIn(ADMIN);
      ok(
        await w.measure(admin, 'POST', '/v1/domain', {
          user_id: owner.id,
          title: `https://www.${title()}/`,
          analytics: true,
          sdk: false,
          cookies: true,
        }),
      );
    },
  },
  'PUT /v1/domain/:id': {
    audits: [{ entityType: 'domain', event: 'updated' }],
    walk: async (w) => {
      const { admin, userId, domainId } = await staffWithDomain(w);
      ok(
        await w.measure(admin, 'PUT', `/v1/domain/${domainId}`, {
          user_id: userId,
          title: title(),
          analytics: true,
          sdk: true,
          cookies: true,
        }),
      );
    },
  },
  'DELETE /v1/domain/:id': {
    audits: [{ entityType: 'domain', event: 'deleted' }],
    walk: async (w) => {
      const { admin, domainId } = await staffWithDomain(w);
      ok(await w.measure(admin, 'DELETE', `/v1/domain/${domainId}`));
    },
  },
};
