import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

const testApp = useTestApp();

const valid = {
  email: 'fresh@example.test',
  firstname: 'Fiona',
  lastname: 'Fresh',
  password: 'Sturdy-Passw0rd!',
  password_confirmation: 'Sturdy-Passw0rd!',
  language: 'de',
  plan: 'enterprise',
};

describe('POST /v1/register', () => {
  it('creates a signed-in account owner with the customer role', async () => {
    const { app, db } = testApp();
    const client = new TestClient(app);
    const response = await client.post('/v1/register', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeTruthy();
    expect(client.cookie('authenticated')).toBe('1');

    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({
      email: 'fresh@example.test',
      firstname: 'Fiona',
      lastname: 'Fresh',
      language: 'de',
      parent_id: null,
      accepted_latest_terms: false,
    });
    expect(me.permissions).toContain('MODULE_MARKETPLACE.VIEW');
    expect(me.permissions).not.toContain('MODULE_ADMIN.VIEW');

    const [created] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'user'),
          eq(auditEntries.entityId, String(me.id)),
          eq(auditEntries.event, 'created'),
        ),
      );
    expect(created?.newValues).toMatchObject({ email: 'fresh@example.test', password: '********' });

    // The new password signs in.
    const login = await new TestClient(app).post('/v1/login', {
      email: valid.email,
      password: valid.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('defaults the plan to enterprise and refuses any other', async () => {
    const { app } = testApp();
    const { plan: _plan, ...withoutPlan } = valid;
    const ok = await new TestClient(app).post('/v1/register', {
      ...withoutPlan,
      email: 'noplan@example.test',
    });
    expect(ok.statusCode).toBe(200);
    const other = await new TestClient(app).post('/v1/register', {
      ...valid,
      email: 'x@example.test',
      plan: 'free',
    });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['plan']);
  });

  it('refuses an e-mail that is taken (in any case) with a field error', async () => {
    const { app, db } = testApp();
    const before = await db.$count(users);
    for (const [language, message] of [
      ['en', 'The e-mail has already been taken.'],
      ['de', 'Diese E-Mail-Adresse wird bereits verwendet.'],
    ]) {
      const response = await new TestClient(app).post(
        '/v1/register',
        { ...valid, email: 'OWNER@demo.test' },
        { headers: { 'accept-language': language! } },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'validation_failed', errors: { email: [message] } });
    }
    expect(await db.$count(users)).toBe(before);
  });

  it('applies the password rule and the confirmation, naming each field', async () => {
    const { app } = testApp();
    const response = await new TestClient(app).post('/v1/register', {
      ...valid,
      email: 'weak@example.test',
      firstname: '',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstname: ['The first name field is required.'],
      password: [
        'The password must be at least 10 characters.',
        'The password must contain at least one upper case letter, one lower case letter, one digit and one special character.',
      ],
      password_confirmation: ['The password confirmation does not match.'],
    });

    const mismatch = await new TestClient(app).post(
      '/v1/register',
      { ...valid, email: 'weak@example.test', password_confirmation: 'Sturdy-Passw0rd?' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Passwortbestätigung stimmt nicht überein.'],
    });
  });
});
