// The dashboard greets a first sign-in apart (issue 31): `signed_in_before` is false until the user
// signs in a second time.
import { describe, expect, it } from 'vitest';
import { OWNER_PASSWORD, registerOwner } from '../clients/clients-kit';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

describe('GET /v1/account/me signed_in_before', () => {
  it('is false on the very first sign-in and true from the second on', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    expect((await owner.client.get('/v1/account/me')).json().signed_in_before).toBe(false);
    const again = await loginAs(app, owner.email, OWNER_PASSWORD);
    expect((await again.client.get('/v1/account/me')).json().signed_in_before).toBe(true);
  });

  it('is true for a demo user who signed in before', async () => {
    const { app } = testApp();
    await loginAs(app, 'owner@demo.test');
    const { client } = await loginAs(app, 'owner@demo.test');
    expect((await client.get('/v1/account/me')).json().signed_in_before).toBe(true);
  });
});
