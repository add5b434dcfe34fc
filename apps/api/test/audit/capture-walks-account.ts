import { appCode } from '../security/two-factor-support';
import { OWNER, ok, type RouteWalk, squarePng, withEmailChange, withTwoFactor } from './capture-setups';
import { WALK_PASSWORD } from './capture-walker';

/** Capture walks (decision 0054): the account, profile and security routes. */
export const ACCOUNT_WALKS: Record<string, RouteWalk> = {
  // Account
  'POST /v1/account/accept-terms': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      ok(await w.measure(await w.signIn('new@demo.test'), 'POST', '/v1/account/accept-terms'));
    },
  },
  'PUT /v1/account/language': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.measure(owner.client, 'PUT', '/v1/account/language', { language: 'fr' }));
    },
  },
  'POST /v1/account/delete': {
    audits: [{ entityType: 'user', event: 'account deletion job created' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      ok(
        await w.measure(owner.client, 'POST', '/v1/account/delete', {
          confirmed: true,
          reason: 'too_expensive',
          comment: 'Walking away',
        }),
      );
    },
  },
  'POST /v1/account/data-export': {
    audits: [{ entityType: 'user', event: 'data export requested' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      ok(await w.measure(owner.client, 'POST', '/v1/account/data-export'));
    },
  },
  'PUT /v1/account/notifications': {
    audits: [{ entityType: 'user', event: 'notifications updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(
        await w.measure(owner.client, 'PUT', '/v1/account/notifications', {
          insights: { active: true, status: 'MONTH' },
          invoice: { active: false },
          system: { active: true },
          partner: { active: true },
        }),
      );
    },
  },
  'PUT /v1/account/update-mail-server': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const client = await w.signIn(OWNER);
      ok(
        await w.measure(client, 'PUT', '/v1/account/update-mail-server', {
          host: 'smtp.walk.test',
          username: 'mailer@walk.test',
          password: 'Smtp-Walk-Secret',
          port: 587,
          encryption: 'tls',
          // The name does not resolve here: saved as the customer confirms (decision 0072).
          confirmed: true,
        }),
      );
    },
  },
  'POST /v1/account/mail-server/test': {
    writesNoBusinessData: 'tries the mail server in the form and answers how it went; saves nothing',
    walk: async (w) => {
      const client = await w.signIn(OWNER);
      ok(
        await w.measure(client, 'POST', '/v1/account/mail-server/test', {
          host: '127.0.0.1',
          username: 'mailer@walk.test',
          password: 'Smtp-Walk-Secret',
          port: 1,
          encryption: 'tls',
        }),
      );
    },
  },

  // Profile
  'PUT /v1/account/profile': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(
        await w.measure(owner.client, 'PUT', '/v1/account/profile', {
          email: owner.email,
          gender: 'female',
          language: 'de',
          timezone: 'Europe/Paris',
        }),
      );
    },
  },
  'PUT /v1/account/password': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      const password = 'Walk-Changed-2026!';
      ok(
        await w.measure(owner.client, 'PUT', '/v1/account/password', {
          old_password: WALK_PASSWORD,
          new_password: password,
          new_password_confirmation: password,
        }),
      );
    },
  },
  'POST /v1/account/profile/image': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.measure(owner.client, 'POST', '/v1/account/profile/image', await squarePng()));
    },
  },
  'DELETE /v1/account/profile/image': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await owner.client.post('/v1/account/profile/image', await squarePng()));
      ok(await w.measure(owner.client, 'DELETE', '/v1/account/profile/image'));
    },
  },
  'POST /v1/account/profile/email-change/resend': {
    audits: [],
    unaudited: {
      email_changes:
        'a new link for the same waiting address: only the link’s token and expiry change; the waiting address itself is audited (pending_email) when it is asked for, confirmed or cancelled',
    },
    walk: async (w) => {
      const owner = await withEmailChange(w);
      ok(await w.measure(owner.client, 'POST', '/v1/account/profile/email-change/resend'));
    },
  },
  'DELETE /v1/account/profile/email-change': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await withEmailChange(w);
      ok(await w.measure(owner.client, 'DELETE', '/v1/account/profile/email-change'));
    },
  },
  'POST /v1/account/profile/email-change/confirm': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await withEmailChange(w);
      const token = await w.mailedToken(owner.newEmail, 'email-change-confirm');
      ok(await w.measure(w.client(), 'POST', '/v1/account/profile/email-change/confirm', { token }));
    },
  },

  // Security
  'POST /v1/account/security/two-factor/setup': {
    audits: [],
    unaudited: {
      two_factor_secrets:
        'a set-up waiting for the app’s first code changes no sign-in; turning it on is audited (two-factor enabled)',
    },
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.measure(owner.client, 'POST', '/v1/account/security/two-factor/setup'));
    },
  },
  'POST /v1/account/security/two-factor/enable': {
    audits: [{ entityType: 'user', event: 'two-factor enabled' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      const setup = await owner.client.post('/v1/account/security/two-factor/setup');
      const code = appCode(setup.json<{ secret: string }>().secret, w.testApp.clock.now());
      ok(await w.measure(owner.client, 'POST', '/v1/account/security/two-factor/enable', { code }));
    },
  },
  'POST /v1/account/security/two-factor/disable': {
    audits: [{ entityType: 'user', event: 'two-factor disabled' }],
    walk: async (w) => {
      const owner = await withTwoFactor(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/account/security/two-factor/disable', {
          password: WALK_PASSWORD,
          code: owner.code(),
        }),
      );
    },
  },
  'POST /v1/account/security/two-factor/recovery-codes': {
    audits: [{ entityType: 'user', event: 'recovery codes regenerated' }],
    walk: async (w) => {
      const owner = await withTwoFactor(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/account/security/two-factor/recovery-codes', {
          password: WALK_PASSWORD,
          code: owner.code(),
        }),
      );
    },
  },
  'DELETE /v1/account/security/sessions/:id': {
    audits: [{ entityType: 'user', event: 'session revoked' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      await w.signIn(owner.email, WALK_PASSWORD);
      const sessions = (await owner.client.get('/v1/account/security/sessions')).json<{
        data: { id: string; current: boolean }[];
      }>().data;
      const other = sessions.find((session) => !session.current);
      ok(await w.measure(owner.client, 'DELETE', `/v1/account/security/sessions/${other?.id}`));
    },
  },
  'POST /v1/account/security/sessions/sign-out-others': {
    audits: [{ entityType: 'user', event: 'session revoked' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      await w.signIn(owner.email, WALK_PASSWORD);
      ok(await w.measure(owner.client, 'POST', '/v1/account/security/sessions/sign-out-others'));
    },
  },
};
