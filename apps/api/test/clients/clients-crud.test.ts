import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, passwordResetTokens, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import {
  CLIENT_PASSWORD,
  createClient,
  createOrganisation,
  createRole,
  newClientBody,
  registerOwner,
  setPasswordFromWelcome,
  uniqueEmail,
  welcomeMailTo,
} from './clients-kit';

const testApp = useTestApp();

const auditOf = (type: string, id: number) =>
  testApp()
    .db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, type), eq(auditEntries.entityId, String(id))))
    .orderBy(auditEntries.id);

describe('organisations and roles', () => {
  it('creates, lists and renames organisations; names are unique in the account, any case', async () => {
    const { client } = await registerOwner(testApp().app);
    const sales = await createOrganisation(client, 'Sales');
    await createOrganisation(client, 'Marketing');
    const taken = await client.post('/api/v1/clients/organisations', { name: 'sales' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const empty = await client.post('/api/v1/clients/organisations', { name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['The name field is required.']);

    const renamed = await client.put(`/api/v1/clients/organisations/${sales}`, { name: 'Sales EMEA' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: sales, name: 'Sales EMEA' });
    const list = await client.get('/api/v1/clients/organisations');
    expect(list.json().map((o: { name: string }) => o.name)).toEqual(['Marketing', 'Sales EMEA']);

    const events = (await auditOf('organisation', sales)).map((row) => [row.event, row.newValues]);
    expect(events).toEqual([
      ['created', { name: 'Sales' }],
      ['updated', { name: 'Sales EMEA' }],
    ]);
  });

  it('creates and edits roles with permissions in the contract order; titles unique in the account', async () => {
    const { client } = await registerOwner(testApp().app);
    const id = await createRole(client, 'Billing', ['MODULE_ACCOUNT_PAYMENT.VIEW', 'MODULE_DASHBOARD.VIEW']);
    const list = await client.get('/api/v1/clients/roles');
    expect(list.json()).toEqual([
      // Every account's built-in role (issue 32) beside its own, by title.
      { id: expect.any(Number), title: 'Accountant', permissions: ['INVOICES.VIEW'], built_in: 'accountant' },
      { id, title: 'Billing', permissions: ['MODULE_DASHBOARD.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW'] },
    ]);
    const duplicate = await client.post('/api/v1/clients/roles', {
      title: 'BILLING',
      permissions: ['CLIENTS.VIEW'],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ title: ['The title has already been taken.'] });
    const none = await client.post('/api/v1/clients/roles', { title: 'Empty', permissions: [] });
    expect(none.statusCode).toBe(422);
    const staff = await client.post('/api/v1/clients/roles', {
      title: 'Staff',
      permissions: ['MODULE_ADMIN.VIEW'],
    });
    expect(staff.statusCode).toBe(422);
    expect(Object.keys(staff.json().errors)).toEqual(['permissions.0']);

    const updated = await client.put(`/api/v1/clients/roles/${id}`, {
      title: 'Accounting',
      permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id, title: 'Accounting', permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW'] });
    const rows = await auditOf('role', id);
    expect(rows.map((row) => row.event)).toEqual(['created', 'updated']);
    expect(rows[1]?.oldValues).toEqual({
      title: 'Billing',
      permissions: ['MODULE_DASHBOARD.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW'],
    });
  });
});

describe('POST api/v1/clients', () => {
  it('creates a confirmed sub-user without a usable password, with organisations, default and roles, audited', async () => {
    const { app, db } = testApp();
    const owner = await registerOwner(app);
    const a = await createOrganisation(owner.client, 'Alpha');
    const b = await createOrganisation(owner.client, 'Beta');
    const role = await createRole(owner.client, 'Editor', ['MODULE_DASHBOARD.VIEW']);
    const email = uniqueEmail('new');
    const response = await owner.client.post('/api/v1/clients', {
      email,
      firstname: 'Nora',
      lastname: 'New',
      organisations: [b, a],
      default_organisation_id: b,
      roles: [role],
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      email,
      firstname: 'Nora',
      lastname: 'New',
      organisations: [
        { id: a, name: 'Alpha' },
        { id: b, name: 'Beta' },
      ],
      default_organisation_id: b,
      roles: [{ id: role, title: 'Editor' }],
      invitation_pending: true,
      // Queued, not sent: the answer says no more than is true (decision 0072).
      welcome_mail: { status: 'queued', attempts: 0, failure: null },
      created_at: expect.any(String),
      // No extra user was charged (the account has no subscription), so no SEPA debit is announced.
      sepaDebit: null,
    });
    const [row] = await db.select().from(users).where(eq(users.id, created.id));
    expect(row?.parentId).toBe(owner.id);
    expect(row?.emailConfirmedAt).not.toBeNull();
    expect(row?.passwordHash.startsWith('$argon2')).toBe(false);
    // No password signs in before the welcome link is used.
    const early = await app.inject({ method: 'POST', url: '/v1/login', payload: { email, password: '' } });
    expect(early.statusCode).not.toBe(200);

    const events = (await auditOf('client', created.id)).map((entry) => [entry.event, entry.newValues]);
    expect(events).toEqual([
      ['created', { email, firstname: 'Nora', lastname: 'New', language: 'en' }],
      ['pivot attached', { organisations: [b, a] }],
      ['pivot attached', { roles: [role] }],
      ['pivot updated', { default_organisation_id: b }],
    ]);
  });

  it('mails a 7-day set-password link in the invoice language; the link sets the password once', async () => {
    const { app, db, clock } = testApp();
    const owner = await registerOwner(app);
    await db
      .update(users)
      .set({ invoiceLanguage: 'de', company: 'Beispiel GmbH' })
      .where(eq(users.id, owner.id));
    const created = await createClient(owner.client, { firstname: 'Dora', lastname: 'Deutsch' });
    const { mail, token } = await welcomeMailTo(app, created.email);
    expect(mail.language).toBe('de');
    expect(mail.subject).toMatch(/^Olga Owner hat Sie zu .+ hinzugefügt$/);
    expect(mail.text).toContain('Hallo Dora Deutsch');
    expect(mail.text).toContain('Beispiel GmbH');
    expect(mail.text).toContain('Passwort festlegen');
    expect(mail.text).toContain('/reset-password?token=[token-removed]');
    expect(mail.text).toContain('welcome=1');
    expect(mail.senderAccountId).toBe(owner.id);
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.id));
    expect(stored?.purpose).toBe('welcome');
    const days = (stored!.expiresAt.getTime() - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [client] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, created.id));
    expect(client?.language).toBe('de');

    const set = await setPasswordFromWelcome(app, created.email, token);
    expect(set.statusCode, set.body).toBe(200);
    await loginAs(app, created.email, CLIENT_PASSWORD);
    const again = await setPasswordFromWelcome(app, created.email, token);
    expect(again.statusCode).toBe(422);
    const listed = await owner.client.get('/api/v1/clients');
    expect(listed.json().data[0].invitation_pending).toBe(false);
    const resend = await owner.client.post(`/api/v1/clients/${created.id}/welcome`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().status).toBe('conflict');
  });

  it('sends the link again on request: the old one stops working, the new one works', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const created = await createClient(owner.client);
    const first = await welcomeMailTo(app, created.email);
    const resend = await owner.client.post(`/api/v1/clients/${created.id}/welcome`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ message: 'The welcome e-mail has been sent again.' });
    const second = await welcomeMailTo(app, created.email);
    expect(second.token).not.toBe(first.token);
    expect((await setPasswordFromWelcome(app, created.email, first.token)).statusCode).toBe(422);
    expect((await setPasswordFromWelcome(app, created.email, second.token)).statusCode).toBe(200);
  });

  it('expires the link after 7 days', async () => {
    const { app, clock } = testApp();
    const owner = await registerOwner(app);
    const created = await createClient(owner.client);
    const { token } = await welcomeMailTo(app, created.email);
    clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await setPasswordFromWelcome(app, created.email, token)).statusCode).toBe(422);
    } finally {
      clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('answers the spec messages for missing and invalid fields and a taken e-mail, in the caller language', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const missing = await owner.client.post('/api/v1/clients', { email: '', firstname: '', lastname: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      email: ['The e-mail field is required.'],
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
    });
    const invalid = await owner.client.post(
      '/api/v1/clients',
      await newClientBody(owner.client, { email: 'nope', firstname: 'A', lastname: 'B' }),
    );
    expect(invalid.json().errors).toEqual({ email: ['The e-mail must be a valid e-mail address.'] });
    const taken = await owner.client.post(
      '/api/v1/clients',
      await newClientBody(owner.client, { email: 'OWNER@demo.test', firstname: 'A', lastname: 'B' }),
      { headers: { 'accept-language': 'de' } },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      status: 'validation_failed',
      message: 'Die übermittelten Daten sind ungültig.',
      errors: { email: ['E-Mail wird bereits verwendet.'] },
    });
    const tooLong = await owner.client.post('/api/v1/clients', {
      email: uniqueEmail('long'),
      firstname: 'x'.repeat(51),
      lastname: 'B',
    });
    expect(tooLong.statusCode).toBe(422);
    const tooMany = await owner.client.post('/api/v1/clients', {
      email: uniqueEmail('many'),
      firstname: 'A',
      lastname: 'B',
      roles: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('runs once per Idempotency-Key', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const payload = await newClientBody(owner.client, { firstname: 'Ida', lastname: 'Idem' });
    const headers = { 'idempotency-key': 'create-ida' };
    const first = await owner.client.post('/api/v1/clients', payload, { headers });
    const second = await owner.client.post('/api/v1/clients', payload, { headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('PUT api/v1/clients/:id', () => {
  it('changes names, e-mail, organisations, default and roles, auditing each relation change', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const a = await createOrganisation(owner.client, 'Alpha');
    const b = await createOrganisation(owner.client, 'Beta');
    const editor = await createRole(owner.client, 'Editor', ['MODULE_DASHBOARD.VIEW']);
    const billing = await createRole(owner.client, 'Billing', ['MODULE_ACCOUNT_PAYMENT.VIEW']);
    const created = await createClient(owner.client, {
      organisations: [a],
      default_organisation_id: a,
      roles: [editor],
    });
    const email = uniqueEmail('renamed');
    const response = await owner.client.put(`/api/v1/clients/${created.id}`, {
      email,
      firstname: 'Renata',
      lastname: 'Renamed',
      organisations: [a, b],
      default_organisation_id: b,
      roles: [billing],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      firstname: 'Renata',
      default_organisation_id: b,
      roles: [{ id: billing, title: 'Billing' }],
    });
    const rows = (await auditOf('client', created.id)).slice(4);
    expect(rows.map((row) => [row.event, row.oldValues, row.newValues])).toEqual([
      [
        'updated',
        { email: created.email, firstname: 'Carla', lastname: 'Client' },
        { email, firstname: 'Renata', lastname: 'Renamed' },
      ],
      ['pivot attached', {}, { organisations: [b] }],
      ['pivot attached', {}, { roles: [billing] }],
      ['pivot detached', { roles: [editor] }, {}],
      ['pivot updated', { default_organisation_id: a }, { default_organisation_id: b }],
    ]);
    // The same payload again changes nothing and writes nothing.
    await owner.client.put(`/api/v1/clients/${created.id}`, {
      email,
      firstname: 'Renata',
      lastname: 'Renamed',
      organisations: [b, a],
      default_organisation_id: b,
      roles: [billing],
    });
    expect(await auditOf('client', created.id)).toHaveLength(9);
  });

  it('refuses the owner, unknown ids and a default outside the chosen organisations', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const payload = { email: uniqueEmail('x'), firstname: 'A', lastname: 'B' };
    expect((await owner.client.put(`/api/v1/clients/${owner.id}`, payload)).statusCode).toBe(404);
    expect((await owner.client.put('/api/v1/clients/99999999', payload)).statusCode).toBe(404);
    const created = await createClient(owner.client);
    const a = await createOrganisation(owner.client, 'Alpha');
    const outside = await owner.client.put(`/api/v1/clients/${created.id}`, {
      ...payload,
      organisations: [],
      default_organisation_id: a,
    });
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(['default_organisation_id']);
  });
});

describe('GET api/v1/clients', () => {
  it('pages, searches every word in name and e-mail, and sorts by name, e-mail and creation', async () => {
    const { app, clock } = testApp();
    const owner = await registerOwner(app);
    const people = [
      ['Anna', 'Zeller'],
      ['Bert', 'Young'],
      ['Cora', 'Xavier'],
      ['Anna', 'Adams'],
    ];
    for (const [firstname, lastname] of people) {
      clock.advance(1000);
      await createClient(owner.client, { firstname, lastname, email: uniqueEmail(lastname!.toLowerCase()) });
    }
    const names = (body: { data: { firstname: string; lastname: string }[] }) =>
      body.data.map((c) => `${c.firstname} ${c.lastname}`);
    const byName = await owner.client.get('/api/v1/clients');
    expect(byName.json().total).toBe(4);
    expect(names(byName.json())).toEqual(['Anna Adams', 'Anna Zeller', 'Bert Young', 'Cora Xavier']);
    const newest = await owner.client.get('/api/v1/clients?sort=created_at:desc&pageSize=10&page=1');
    expect(names(newest.json())).toEqual(['Anna Adams', 'Cora Xavier', 'Bert Young', 'Anna Zeller']);
    const page2 = await owner.client.get('/api/v1/clients?pageSize=10&page=1&sort=email:asc');
    expect(page2.json().data[0].email.startsWith('adams')).toBe(true);
    const search = await owner.client.get(`/api/v1/clients?search=${encodeURIComponent('anna ZEL')}`);
    expect(names(search.json())).toEqual(['Anna Zeller']);
    const none = await owner.client.get('/api/v1/clients?search=%25');
    expect(none.json().data).toEqual([]);
    const badSize = await owner.client.get('/api/v1/clients?pageSize=7');
    expect(badSize.statusCode).toBe(422);
    const all = await owner.client.get('/api/v1/clients?pageSize=1000');
    expect(all.statusCode).toBe(200);
  });
});
