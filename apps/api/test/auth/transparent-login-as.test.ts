import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, supportAccesses, users } from '../../src/db/schema/index';
import { registerBuyer } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const PROFILE = { gender: 'unspecified', language: 'en', timezone: 'Europe/Berlin' };

/** A customer of this test alone, and a staff member signed in as them. */
async function actingAs(staffEmail: string, body: Record<string, unknown> = {}) {
  const { app, db } = testApp();
  const customer = await registerBuyer(app);
  const [row] = await db.select().from(users).where(eq(users.email, customer.email));
  const staff = await loginAs(app, staffEmail);
  const started = await staff.client.post('/v1/login/user', { id: row!.id, reason: 'Ticket 4711', ...body });
  return { customer, customerId: row!.id, staff, started };
}

describe('login-as asks why', () => {
  it('refuses a missing, blank or overlong reason, naming the field, in the caller’s language', async () => {
    const { app, db } = testApp();
    const { email } = await registerBuyer(app);
    const [customer] = await db.select().from(users).where(eq(users.email, email));
    const admin = await loginAs(app, 'admin@demo.test');
    for (const reason of [undefined, '   ', 'x'.repeat(256)]) {
      const response = await admin.client.post('/v1/login/user', { id: customer!.id, reason });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['reason']);
    }
    const german = await admin.client.post(
      '/v1/login/user',
      { id: customer!.id },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().errors.reason[0]).toMatch(/Grund/);
    // Nothing started: the staff member is still themselves.
    expect((await admin.client.get('/v1/account/me')).json()).toMatchObject({ email: 'admin@demo.test' });
    expect(await db.select().from(supportAccesses).where(eq(supportAccesses.userId, customer!.id))).toEqual(
      [],
    );
  });
});

describe('read-only by default', () => {
  it('lets support look but not change, and changes nothing', async () => {
    const { staff, started, customer } = await actingAs('support@demo.test');
    expect(started.statusCode, started.body).toBe(200);
    const me = (await staff.client.get('/v1/account/me')).json();
    expect(me.impersonator).toMatchObject({ email: 'support@demo.test', changes_allowed: false });
    expect((await staff.client.get('/v1/invoice/all')).statusCode).toBe(200);

    const change = await staff.client.put('/v1/account/profile', { ...PROFILE, email: customer.email });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({
      status: 'login_as_read_only',
      message: 'You are signed in as this customer to look only: changes are not allowed.',
    });
    const german = await staff.client.put(
      '/v1/account/language',
      { language: 'de' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().message).toBe(
      'Sie sind nur zum Ansehen als dieser Kunde angemeldet: Änderungen sind nicht erlaubt.',
    );
    expect((await staff.client.get('/v1/account/me')).json()).toMatchObject({ timezone: 'Europe/Vienna' });
  });

  it('refuses support the switch that allows changes, before anything starts', async () => {
    const { staff, started, customerId } = await actingAs('support@demo.test', { allow_changes: true });
    expect(started.statusCode).toBe(403);
    expect(started.json().message).toBe(
      'Only an administrator may allow changes while signed in as a customer.',
    );
    expect((await staff.client.get('/v1/account/me')).json().email).toBe('support@demo.test');
    const { db } = testApp();
    expect(await db.select().from(supportAccesses).where(eq(supportAccesses.userId, customerId))).toEqual([]);
  });

  it('lets an Administrator allow changes, audited, but never the holder’s own credentials, sign-ins, cards or deletion', async () => {
    const { db } = testApp();
    const { staff, started, customer, customerId } = await actingAs('admin@demo.test', {
      allow_changes: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await staff.client.get('/v1/account/me')).json().impersonator.changes_allowed).toBe(true);
    const change = await staff.client.put('/v1/account/profile', { ...PROFILE, email: customer.email });
    expect(change.statusCode, change.body).toBe(200);

    const holderOnly = [
      staff.client.put('/v1/account/password', {
        current_password: 'whatever1A!',
        password: 'Another-Pass1!',
        password_confirmation: 'Another-Pass1!',
      }),
      staff.client.post('/v1/account/security/two-factor/setup'),
      staff.client.post('/v1/account/billing/sepa-setup', {}),
      staff.client.post('/v1/account/security/sessions/sign-out-others'),
      staff.client.post('/v1/account/delete', { password: 'whatever', reason: 'x' }),
    ];
    for (const answer of await Promise.all(holderOnly)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().status).toBe('holder_only');
    }
    const [access] = await db.select().from(supportAccesses).where(eq(supportAccesses.userId, customerId));
    expect(access).toMatchObject({ reason: 'Ticket 4711', changesAllowed: true, endedAt: null });
  });
});

describe('time-boxed', () => {
  it('ends by itself after 60 minutes on the clock: only the way back is left', async () => {
    const { clock } = testApp();
    const { staff, started } = await actingAs('support@demo.test');
    expect(started.statusCode).toBe(200);
    clock.advance(59 * 60_000);
    // Access tokens live 15 minutes: the web refreshes, and the login-as keeps its end.
    expect((await staff.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    expect((await staff.client.get('/v1/invoice/all')).statusCode).toBe(200);
    clock.advance(60_001);
    const late = await staff.client.get('/v1/invoice/all');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      status: 'login_as_ended',
      message: 'Your time signed in as this customer is over. Return to your own account.',
    });
    // The web still learns who is signed in, so it can show the banner and take the way back.
    expect((await staff.client.get('/v1/account/me')).statusCode).toBe(200);
    const back = await staff.client.post('/v1/login/return');
    expect(back.statusCode, back.body).toBe(200);
    expect((await staff.client.get('/v1/account/me')).json()).toMatchObject({
      email: 'support@demo.test',
      impersonator: null,
    });
  });

  it('cannot be refreshed back to life a working day after its end', async () => {
    const { clock } = testApp();
    const { staff } = await actingAs('support@demo.test');
    clock.advance((60 + 8 * 60) * 60_000 + 1_000);
    expect((await staff.client.post('/v1/auth/refresh')).statusCode).toBe(401);
  });
});

describe('the customer sees it', () => {
  it('in their activity log, with the staff member’s name, the reason and the times, and by mail', async () => {
    const { db, deps } = testApp();
    const { staff, customer, customerId } = await actingAs('support@demo.test');
    expect((await staff.client.post('/v1/login/return')).statusCode).toBe(200);

    const log = await customer.client.get('/api/v1/audit/datatable?types=support_access');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().data as {
      entity_label: string;
      event: string;
      new_values: Record<string, unknown>;
      editor: { kind: string; email: string | null };
    }[];
    expect(entries.map((entry) => entry.event)).toEqual(['support access ended', 'support access started']);
    const startedEntry = entries[1]!;
    expect(startedEntry.entity_label).toBe('Support (Stella Support)');
    expect(startedEntry.new_values).toMatchObject({
      staff: 'Stella Support',
      reason: 'Ticket 4711',
      changes_allowed: false,
    });
    const from = Date.parse(String(startedEntry.new_values.started_at));
    expect(Date.parse(String(startedEntry.new_values.ends_at)) - from).toBe(60 * 60_000);
    // Staff's own address stays theirs (decision 0053).
    expect(startedEntry.editor).toMatchObject({ kind: 'support', email: null });

    await deps.jobs.drain();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, customer.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('Support signed in to your account');
    expect(mail?.text).toContain('Stella Support');
    expect(mail?.text).toContain('Ticket 4711');

    // Staff also keep their own record of the login-as.
    const [own] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.event, 'loginAs'))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(own).toMatchObject({ entityId: String(customerId), newValues: { reason: 'Ticket 4711' } });
  });

  it('never shows another account the entry', async () => {
    const { app } = testApp();
    await actingAs('support@demo.test');
    const other = await registerBuyer(app);
    const log = await other.client.get('/api/v1/audit/datatable?types=support_access');
    expect(log.json().data).toEqual([]);
  });
});
