// Spec §5: every field of the client form is required, organisations and roles too (at least one
// each), for the editor who chooses them (decision 0076).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import {
  createClient,
  createRole,
  defaultTeam,
  registerOwner,
  signedInClient,
  uniqueEmail,
} from './clients-kit';

const testApp = useTestApp();

const person = () => ({ email: uniqueEmail('bare'), firstname: 'Bea', lastname: 'Bare' });

describe('a sub-user needs an organisation and a role', () => {
  it('refuses a new one without them from the owner, naming each field in the caller language', async () => {
    const owner = await registerOwner(testApp().app);
    const bare = await owner.client.post('/api/v1/clients', person());
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: {
        organisations: ['The organisations field is required.'],
        roles: ['The roles field is required.'],
      },
    });
    const german = await owner.client.post('/api/v1/clients', person(), {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().errors).toEqual({
      organisations: ['Das Feld Organisationen ist erforderlich.'],
      roles: ['Das Feld Rollen ist erforderlich.'],
    });
    const french = await owner.client.post('/api/v1/clients', person(), {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({
      organisations: ['Le champ organisations est obligatoire.'],
      roles: ['Le champ rôles est obligatoire.'],
    });
    const team = await defaultTeam(owner.client);
    const noRole = await owner.client.post('/api/v1/clients', {
      ...person(),
      organisations: [team.organisation],
      default_organisation_id: team.organisation,
    });
    expect(noRole.json().errors).toEqual({ roles: ['The roles field is required.'] });
    expect((await owner.client.get('/api/v1/clients')).json().total).toBe(0);
  });

  it('refuses taking the last organisation or the last role away', async () => {
    const owner = await registerOwner(testApp().app);
    const team = await defaultTeam(owner.client);
    const sub = await createClient(owner.client);
    const kept = {
      email: sub.email,
      firstname: 'Carla',
      lastname: 'Client',
      organisations: [team.organisation],
      default_organisation_id: team.organisation,
      roles: [team.role],
    };
    const noOrganisation = await owner.client.put(`/api/v1/clients/${sub.id}`, {
      ...kept,
      organisations: [],
      default_organisation_id: null,
    });
    expect(noOrganisation.statusCode).toBe(422);
    expect(noOrganisation.json().errors).toEqual({ organisations: ['The organisations field is required.'] });
    const noRole = await owner.client.put(`/api/v1/clients/${sub.id}`, { ...kept, roles: [] });
    expect(noRole.json().errors).toEqual({ roles: ['The roles field is required.'] });
    const listed = (await owner.client.get('/api/v1/clients')).json().data[0];
    expect(listed.organisations).toEqual([{ id: team.organisation, name: 'Team' }]);
    expect(listed.roles).toEqual([{ id: team.role, title: 'Member' }]);
  });

  it('lets an editor who may not choose them add a sub-user without, as stored (empty on create)', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const adder = await createRole(owner.client, 'Adder', ['MODULE_DASHBOARD.VIEW', 'CLIENTS.CREATE']);
    const editor = await signedInClient(app, owner.client, { roles: [adder] });
    const added = await editor.client.post('/api/v1/clients', person());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ organisations: [], default_organisation_id: null, roles: [] });
  });
});
