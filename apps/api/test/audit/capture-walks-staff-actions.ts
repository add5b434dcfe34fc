import { ADMIN, ok, type RouteWalk } from './capture-setups';
import type { Walker } from './capture-walker';

const REASON = { reason: 'Capture walk' };

/** Staff signed in, and a fresh customer to act on. */
async function staffAndCustomer(w: Walker) {
  const customer = await w.freshOwner({ billing: false });
  const admin = await w.signIn(ADMIN);
  return { admin, userId: customer.id };
}

/** Capture walks (decision 0054): staff actions on a user (decision 0062). */
export const STAFF_ACTION_WALKS: Record<string, RouteWalk> = {
  'POST /v1/user/:id/suspend': {
    audits: [{ entityType: 'user', event: 'suspended' }],
    walk: async (w) => {
      const { admin, userId } = await staffAndCustomer(w);
      ok(await w.measure(admin, 'POST', `/v1/user/${userId}/suspend`, REASON));
    },
  },
  'POST /v1/user/:id/unsuspend': {
    audits: [{ entityType: 'user', event: 'unsuspended' }],
    walk: async (w) => {
      const { admin, userId } = await staffAndCustomer(w);
      ok(await admin.post(`/v1/user/${userId}/suspend`, REASON));
      ok(await w.measure(admin, 'POST', `/v1/user/${userId}/unsuspend`, REASON));
    },
  },
  'POST /v1/user/:id/deactivate': {
    audits: [{ entityType: 'user', event: 'deactivated' }],
    walk: async (w) => {
      const { admin, userId } = await staffAndCustomer(w);
      ok(await w.measure(admin, 'POST', `/v1/user/${userId}/deactivate`, REASON));
    },
  },
  'POST /v1/user/:id/trial': {
    audits: [{ entityType: 'user', event: 'trial extended' }],
    walk: async (w) => {
      const { admin, userId } = await staffAndCustomer(w);
      ok(await w.measure(admin, 'POST', `/v1/user/${userId}/trial`, { ...REASON, days: 14 }));
    },
  },
  'POST /v1/user/:id/password-reset': {
    audits: [{ entityType: 'user', event: 'password reset sent' }],
    walk: async (w) => {
      const { admin, userId } = await staffAndCustomer(w);
      ok(await w.measure(admin, 'POST', `/v1/user/${userId}/password-reset`, REASON));
    },
  },
};
