import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { ADMIN, OWNER, ok, type RouteWalk, withTwoFactor } from './capture-setups';
import { WALK_PASSWORD } from './capture-walker';

/** Capture walks (decision 0054): sign-in, sessions and registration. */
export const SIGN_IN_WALKS: Record<string, RouteWalk> = {
  // Sign-in and sessions
  'POST /v1/login': {
    audits: [{ entityType: 'login', event: 'login' }],
    walk: async (w) => {
      ok(await w.measure(w.client(), 'POST', '/v1/login', { email: OWNER, password: DEMO_PASSWORD }));
    },
  },
  'POST /v1/login/two-factor': {
    audits: [{ entityType: 'login', event: 'login' }],
    walk: async (w) => {
      const owner = await withTwoFactor(w);
      const client = w.client();
      const first = await client.post('/v1/login', { email: owner.email, password: WALK_PASSWORD });
      ok(first, 401);
      const { challenge } = first.json<{ data: { challenge: string } }>().data;
      ok(await w.measure(client, 'POST', '/v1/login/two-factor', { challenge, code: owner.code() }));
    },
  },
  'POST /v1/login/user': {
    audits: [
      { entityType: 'login', event: 'loginAs' },
      { entityType: 'support_access', event: 'support access started' },
    ],
    walk: async (w) => {
      const admin = await w.signIn(ADMIN);
      ok(await w.measure(admin, 'POST', '/v1/login/user', { id: await w.idOf(OWNER), reason: 'Walk' }));
    },
  },
  'POST /v1/login/return': {
    audits: [{ entityType: 'support_access', event: 'support access ended' }],
    walk: async (w) => {
      const admin = await w.signIn(ADMIN);
      ok(await admin.post('/v1/login/user', { id: await w.idOf(OWNER), reason: 'Support ticket' }));
      ok(await w.measure(admin, 'POST', '/v1/login/return'));
    },
  },
  'POST /v1/logout': {
    writesNoBusinessData: 'ends the caller’s session (refresh_sessions)',
    walk: async (w) => {
      ok(await w.measure(await w.signIn(OWNER), 'POST', '/v1/logout'));
    },
  },
  'POST /v1/auth/refresh': {
    writesNoBusinessData: 'rotates the refresh token of the session (refresh_sessions)',
    walk: async (w) => {
      ok(await w.measure(await w.signIn(OWNER), 'POST', '/v1/auth/refresh'));
    },
  },
  'POST /v1/register': {
    audits: [
      { entityType: 'user', event: 'created' },
      { entityType: 'user', event: 'pivot attached' },
    ],
    walk: async (w) => {
      const email = `registered-${Date.now()}@walk.test`;
      ok(
        await w.measure(w.client(), 'POST', '/v1/register', {
          email,
          firstname: 'Rita',
          lastname: 'Registered',
          password: WALK_PASSWORD,
          password_confirmation: WALK_PASSWORD,
          accept_terms: true,
        }),
      );
    },
  },
  'POST /v1/register/confirm': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const email = await w.register();
      const token = await w.mailedToken(email, 'confirm-email');
      ok(await w.measure(w.client(), 'POST', '/v1/register/confirm', { email, token }));
    },
  },
  'POST /v1/forgotPassword': {
    writesNoBusinessData:
      'mails a reset link: a one-time token (password_reset_tokens) and its mail (mail_outbox); the password it sets is audited by POST /v1/resetPassword',
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.measure(w.client(), 'POST', '/v1/forgotPassword', { email: owner.email }));
    },
  },
  'POST /v1/resetPassword': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.client().post('/v1/forgotPassword', { email: owner.email }));
      const token = await w.mailedToken(owner.email, 'password-reset');
      const password = 'Walk-Reset-2026!';
      ok(
        await w.measure(w.client(), 'POST', '/v1/resetPassword', {
          token,
          email: owner.email,
          password,
          password_confirmation: password,
        }),
      );
    },
  },
};
