import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import {
  createClient,
  defaultTeam,
  newClientBody,
  OWNER_PASSWORD,
  registerOwner,
  uniqueEmail,
} from './clients-kit';

const LIMIT = 3;
const HOUR = 60 * 60_000;
const testApp = useTestApp({ env: { RATE_LIMIT_EMAIL_TAKEN_PER_HOUR: String(LIMIT) } });

const addSubUser = async (owner: TestClient, email: string, language = 'en') =>
  owner.post('/api/v1/clients', await newClientBody(owner, { email, firstname: 'Tara', lastname: 'Taken' }), {
    headers: { 'accept-language': language },
  });

const moveProfile = (owner: TestClient, email: string) =>
  owner.put('/v1/account/profile', {
    email,
    gender: 'unspecified',
    language: 'en',
    currentPassword: OWNER_PASSWORD,
  });

const TAKEN = { status: 'validation_failed', errors: { email: ['The e-mail has already been taken.'] } };

describe('"e-mail already taken" answers are bounded per account', () => {
  it('counts taken answers of both routes together; past the limit every check is a 429 until the hour has passed', async () => {
    const { app, clock } = testApp();
    const owner = await registerOwner(app);

    // Staff addresses answer like any other; a free address costs nothing.
    expect((await addSubUser(owner.client, 'admin@demo.test')).json()).toMatchObject(TAKEN);
    expect((await addSubUser(owner.client, uniqueEmail('free'))).statusCode).toBe(200);
    expect((await addSubUser(owner.client, 'CLIENT@demo.test')).json()).toMatchObject(TAKEN);
    expect((await moveProfile(owner.client, 'owner@demo.test')).json()).toMatchObject(TAKEN);

    // Spent: the check is refused before the lookup, so a free address gets the same answer.
    const refused = await addSubUser(owner.client, 'support@demo.test', 'de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'too_many_requests',
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 60 Minuten erneut.',
    });
    expect(refused.headers['retry-after']).toBe(String(HOUR / 1000));
    expect((await addSubUser(owner.client, uniqueEmail('free'))).statusCode).toBe(429);
    expect((await moveProfile(owner.client, uniqueEmail('moved'))).statusCode).toBe(429);
    // Saving the profile without a new address looks nothing up.
    expect((await moveProfile(owner.client, owner.email)).statusCode).toBe(200);

    const other = await registerOwner(app);
    expect((await addSubUser(other.client, 'admin@demo.test')).json()).toMatchObject(TAKEN);

    clock.advance(HOUR);
    // The access token has expired meanwhile: the owner signs in again.
    const { client } = await loginAs(app, owner.email, OWNER_PASSWORD);
    expect((await addSubUser(client, 'admin@demo.test')).json()).toMatchObject(TAKEN);
  });

  it('counts a sub-user edit only when it names a new address', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const sub = await createClient(owner.client);
    const team = await defaultTeam(owner.client);
    const edit = (email: string, lastname = 'Client') =>
      owner.client.put(`/api/v1/clients/${sub.id}`, {
        email,
        firstname: 'Carla',
        lastname,
        organisations: [team.organisation],
        default_organisation_id: team.organisation,
        roles: [team.role],
      });
    for (let answer = 0; answer < LIMIT; answer++) {
      expect((await edit('owner@demo.test')).json()).toMatchObject(TAKEN);
    }
    expect((await edit('new@demo.test')).statusCode).toBe(429);
    const renamed = await edit(sub.email, 'Renamed');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ email: sub.email, lastname: 'Renamed' });
  });
});
