import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, passwordResetTokens, users } from '../../src/db/schema/index';
import { userIdOf } from '../domains/domains-kit';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'Customer asked by phone';

let made = 0;
/** A customer of this test's own, signing in with the demo password; an owner unless a parent is named. */
async function newCustomer(values: Partial<typeof users.$inferInsert> = {}) {
  const { db } = testApp();
  const [demo] = await db.select().from(users).where(eq(users.email, 'new@demo.test'));
  made += 1;
  const email = `staff-action-${made}-${Date.now().toString(36)}@actions.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: demo!.passwordHash,
      emailConfirmedAt: demo!.emailConfirmedAt,
      firstname: 'Ada',
      lastname: 'Actioned',
      ...values,
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** `POST /v1/user/:id/<action>` as a demo account (staff unless said otherwise). */
async function act(
  action: string,
  id: number,
  body: Record<string, unknown>,
  options: { as?: string; language?: string } = {},
) {
  const { app } = testApp();
  const { bearer } = await loginAs(app, options.as ?? 'support@demo.test');
  return app.inject({
    method: 'POST',
    url: `/v1/user/${id}/${action}`,
    headers: { ...bearer, 'accept-language': options.language ?? 'en' },
    payload: body,
  });
}

async function stateOf(id: number) {
  const { app } = testApp();
  const { bearer } = await loginAs(app, 'admin@demo.test');
  return (await app.inject({ method: 'GET', url: `/v1/user/${id}`, headers: bearer })).json();
}

async function auditRowsOf(id: number, event: string) {
  const { db } = testApp();
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityType, 'user'),
        eq(auditEntries.entityId, String(id)),
        eq(auditEntries.event, event),
      ),
    )
    .orderBy(desc(auditEntries.id));
}

describe('suspend and unsuspend (decision 0062)', () => {
  it("suspends: the user's open session fails on its next request, the audit row names staff and reason", async () => {
    const { app, db } = testApp();
    const user = await newCustomer();
    const signedIn = await loginAs(app, user.email);
    // Read once so the signed-in cache holds the session.
    expect(
      (await app.inject({ method: 'GET', url: '/v1/account/me', headers: signedIn.bearer })).statusCode,
    ).toBe(200);

    const response = await act('suspend', user.id, { reason: `  ${REASON}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The account has been suspended. Its sign-ins have ended.');

    const me = await app.inject({ method: 'GET', url: '/v1/account/me', headers: signedIn.bearer });
    expect(me.statusCode).toBe(401);
    expect((await signedIn.client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await stateOf(user.id)).state).toBe('suspended');

    const [row] = await auditRowsOf(user.id, 'suspended');
    const supportId = await userIdOf(db, 'support@demo.test');
    expect(row).toMatchObject({ editorId: supportId, editorEmail: 'support@demo.test', accountId: user.id });
    expect(row!.newValues).toMatchObject({ reason: REASON });
    expect(row!.newValues.suspended_at).toEqual(expect.any(String));
    expect(row!.oldValues).toEqual({ suspended_at: null });
    expect(row!.url).toBe(`/v1/user/${user.id}/suspend`);
  });

  it('409 when already suspended, in German on request', async () => {
    const user = await newCustomer();
    expect((await act('suspend', user.id, { reason: REASON })).statusCode).toBe(200);
    const again = await act('suspend', user.id, { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'conflict', message: 'The account is already suspended.' });
    const german = await act('suspend', user.id, { reason: REASON }, { language: 'de' });
    expect(german.json().message).toBe('Das Konto ist bereits gesperrt.');
    expect(await auditRowsOf(user.id, 'suspended')).toHaveLength(1);
  });

  it('unsuspends: the user signs in again with a full session; the session suspension ended stays ended', async () => {
    const { app } = testApp();
    const user = await newCustomer();
    const before = await loginAs(app, user.email);
    await act('suspend', user.id, { reason: REASON });

    const response = await act('unsuspend', user.id, { reason: 'Paid the open invoice' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The suspension has been lifted.');
    expect((await stateOf(user.id)).state).toBe('active');
    expect(
      (await app.inject({ method: 'GET', url: '/v1/account/me', headers: before.bearer })).statusCode,
    ).toBe(401);
    const after = await loginAs(app, user.email);
    expect((await after.client.get('/v1/account/me')).statusCode).toBe(200);

    const [row] = await auditRowsOf(user.id, 'unsuspended');
    expect(row!.newValues).toEqual({ suspended_at: null, reason: 'Paid the open invoice' });
  });

  it('409 when unsuspending an account that is not suspended', async () => {
    const user = await newCustomer();
    const response = await act('unsuspend', user.id, { reason: REASON }, { language: 'fr' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Le compte n'est pas suspendu.");
  });
});

describe('deactivate (decision 0062)', () => {
  it('deactivates: open sessions end, no sign-in any more, and nothing else applies to it', async () => {
    const { app } = testApp();
    const user = await newCustomer();
    const signedIn = await loginAs(app, user.email);
    await app.inject({ method: 'GET', url: '/v1/account/me', headers: signedIn.bearer });

    const response = await act(
      'deactivate',
      user.id,
      { reason: 'Fraudulent sign-up' },
      { as: 'admin@demo.test' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The account has been deactivated. Its sign-ins have ended.');
    expect(
      (await app.inject({ method: 'GET', url: '/v1/account/me', headers: signedIn.bearer })).statusCode,
    ).toBe(401);
    await expect(loginAs(app, user.email)).rejects.toThrow(/403.*account_deactivated/);
    expect((await stateOf(user.id)).state).toBe('deactivated');
    const [row] = await auditRowsOf(user.id, 'deactivated');
    expect(row).toMatchObject({ editorEmail: 'admin@demo.test', accountId: user.id });
    expect(row!.newValues).toMatchObject({ reason: 'Fraudulent sign-up' });

    const again = await act('deactivate', user.id, { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The account is already deactivated.');
    for (const action of ['suspend', 'unsuspend', 'password-reset']) {
      const refused = await act(action, user.id, { reason: REASON });
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().message, action).toBe(
        'The account is deactivated; nothing more can be done for it.',
      );
    }
    const trial = await act('trial', user.id, { reason: REASON, days: 5 });
    expect(trial.statusCode).toBe(409);
  });

  it('a sub-user belongs to its owner’s account in the audit log', async () => {
    const { db } = testApp();
    const ownerId = await userIdOf(db, 'owner@demo.test');
    const sub = await newCustomer({ parentId: ownerId });
    expect((await act('deactivate', sub.id, { reason: REASON })).statusCode).toBe(200);
    const [row] = await auditRowsOf(sub.id, 'deactivated');
    expect(row!.accountId).toBe(ownerId);
  });
});

describe('extend the trial (decision 0062)', () => {
  it('grants a trial from now, then extends it from its end', async () => {
    const { clock } = testApp();
    const user = await newCustomer();
    const first = await act('trial', user.id, { reason: REASON, days: 14 });
    expect(first.statusCode).toBe(200);
    const firstEnd = new Date((await stateOf(user.id)).trial_ends_at).getTime();
    expect(Math.abs(firstEnd - (clock.now().getTime() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(first.json().message).toBe(
      `The trial now ends on ${new Date(firstEnd).toISOString().slice(0, 10)}.`,
    );
    expect((await stateOf(user.id)).state).toBe('trial');

    expect((await act('trial', user.id, { reason: REASON, days: 7 })).statusCode).toBe(200);
    const secondEnd = new Date((await stateOf(user.id)).trial_ends_at).getTime();
    expect(secondEnd - firstEnd).toBe(7 * DAY_MS);

    const [row] = await auditRowsOf(user.id, 'trial extended');
    expect(row!.oldValues).toEqual({ trial_ends_at: new Date(firstEnd).toISOString() });
    expect(row!.newValues).toEqual({
      trial_ends_at: new Date(secondEnd).toISOString(),
      days: 7,
      reason: REASON,
    });
  });

  it('extends an expired trial from now', async () => {
    const { clock } = testApp();
    const user = await newCustomer({ trialEndsAt: new Date(clock.now().getTime() - 30 * DAY_MS) });
    expect((await act('trial', user.id, { reason: REASON, days: 3 })).statusCode).toBe(200);
    const end = new Date((await stateOf(user.id)).trial_ends_at).getTime();
    expect(Math.abs(end - (clock.now().getTime() + 3 * DAY_MS))).toBeLessThan(60_000);
  });

  it('409 for a paying customer and for a sub-user', async () => {
    const { db } = testApp();
    const paying = await act('trial', await userIdOf(db, 'owner@demo.test'), { reason: REASON, days: 5 });
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toBe(
      'The account has a subscription: a paying customer has no trial to extend.',
    );
    const sub = await act('trial', await userIdOf(db, 'client@demo.test'), { reason: REASON, days: 5 });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toMatch(/sub-user has no trial/);
  });

  it('422 naming days outside 1..90 or missing', async () => {
    const user = await newCustomer();
    for (const days of [0, 91, 1.5, undefined]) {
      const response = await act('trial', user.id, { reason: REASON, days });
      expect(response.statusCode, String(days)).toBe(422);
      expect(Object.keys(response.json().errors), String(days)).toEqual(['days']);
    }
    expect((await act('trial', user.id, { reason: REASON, days: 91 })).json().errors.days).toEqual([
      'The days may not be greater than 90.',
    ]);
  });
});

describe('send a password-reset mail (decision 0062)', () => {
  it('mails the "forgot password" link, audited, and the customer’s activity log shows it', async () => {
    const { app, db, deps } = testApp();
    const ownerId = await userIdOf(db, 'owner@demo.test');
    const response = await act('password-reset', ownerId, { reason: 'Locked out, asked by mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('A password reset link has been sent to owner@demo.test.');

    const tokens = await db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, ownerId), eq(passwordResetTokens.purpose, 'reset')));
    expect(tokens).toHaveLength(1);
    await deps.jobs.drain();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'owner@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.template).toBe('password-reset');

    const [row] = await auditRowsOf(ownerId, 'password reset sent');
    expect(row!.newValues).toEqual({ email: 'owner@demo.test', reason: 'Locked out, asked by mail' });

    const { bearer } = await loginAs(app, 'owner@demo.test');
    const log = await app.inject({
      method: 'GET',
      url: '/api/v1/audit/datatable?events=password%20reset%20sent',
      headers: bearer,
    });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().data;
    expect(entry).toMatchObject({ event: 'password reset sent', entity_id: String(ownerId) });
    expect(entry.editor.kind).toBe('support');
  });
});

describe('every action', () => {
  const ACTIONS = ['suspend', 'unsuspend', 'deactivate', 'trial', 'password-reset'];
  const bodyOf = (action: string, reason?: unknown) => ({
    ...(reason === undefined ? {} : { reason }),
    ...(action === 'trial' ? { days: 5 } : {}),
  });

  it('requires a reason of 3 to 255 characters, trimmed, named in the answer (German too)', async () => {
    const user = await newCustomer();
    for (const action of ACTIONS) {
      const missing = await act(action, user.id, bodyOf(action));
      expect(missing.statusCode, action).toBe(422);
      expect(missing.json().status).toBe('validation_failed');
      expect(missing.json().errors.reason, action).toEqual(['The reason field is required.']);
      const blank = await act(action, user.id, bodyOf(action, '    '));
      expect(blank.json().errors.reason, action).toEqual(['The reason field is required.']);
      const short = await act(action, user.id, bodyOf(action, '  ab  '));
      expect(short.json().errors.reason, action).toEqual(['The reason must be at least 3 characters.']);
      const long = await act(action, user.id, bodyOf(action, 'x'.repeat(256)));
      expect(long.json().errors.reason, action).toEqual([
        'The reason may not be longer than 255 characters.',
      ]);
      const german = await act(action, user.id, bodyOf(action), { language: 'de' });
      expect(german.json().errors.reason, action).toEqual(['Das Feld Grund ist erforderlich.']);
    }
    expect((await stateOf(user.id)).state).toBe('active');
  });

  it('404 for an unknown user, 403 for a staff account', async () => {
    const { db } = testApp();
    const adminId = await userIdOf(db, 'admin@demo.test');
    const financeId = await userIdOf(db, 'finance@demo.test');
    for (const action of ACTIONS) {
      const unknown = await act(action, 2_000_000_000, bodyOf(action, REASON));
      expect(unknown.statusCode, action).toBe(404);
      expect(unknown.json().status).toBe('user_not_found');
      for (const staffId of [adminId, financeId]) {
        const staff = await act(action, staffId, bodyOf(action, REASON));
        expect(staff.statusCode, action).toBe(403);
        expect(staff.json()).toMatchObject({
          status: 'forbidden',
          message: 'Staff accounts cannot be changed here.',
        });
      }
    }
    expect((await stateOf(financeId)).state).toBe('active');
  });

  it('is for support and administrators only: finance, customers and sub-users get 403, nobody signed in 401', async () => {
    const { app } = testApp();
    const user = await newCustomer();
    for (const action of ACTIONS) {
      for (const as of ['finance@demo.test', 'owner@demo.test', 'client@demo.test']) {
        const response = await act(action, user.id, bodyOf(action, REASON), { as });
        expect(response.statusCode, `${as} ${action}`).toBe(403);
        expect(response.json().status).toBe('forbidden');
      }
      const anonymous = await new TestClient(app).post(
        `/v1/user/${user.id}/${action}`,
        bodyOf(action, REASON),
      );
      expect(anonymous.statusCode, action).toBe(401);
    }
    expect((await stateOf(user.id)).state).toBe('active');
    for (const event of [
      'suspended',
      'unsuspended',
      'deactivated',
      'trial extended',
      'password reset sent',
    ]) {
      expect(await auditRowsOf(user.id, event), event).toHaveLength(0);
    }
  });
});
