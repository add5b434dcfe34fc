import { PRODUCT_IDS } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index';
import { mailSecretKey } from '../../src/platform/mail/create-mailer';
import { openSecret } from '../../src/platform/mail/sealed-secret';
import { createSubscription } from '../invoices/fixtures';
import { confirmRegistration } from '../support/confirm-registration';
import { loginAs, TestClient } from '../support/test-client';

export const OWNER_PASSWORD = 'Owner-Password-2026!';
export const CLIENT_PASSWORD = 'Client-Password-2026!';
let made = 0;

/** A unique address for this run. */
export function uniqueEmail(prefix: string): string {
  made += 1;
  return `${prefix}-${made}-${Date.now()}@example.test`;
}

/** A fresh account owner (registered and confirmed through the API), signed in. */
export async function registerOwner(
  app: FastifyInstance,
  language: 'en' | 'de' | 'fr' = 'en',
): Promise<{ client: TestClient; email: string; id: number }> {
  const email = uniqueEmail('owner');
  const registered = await new TestClient(app).post('/v1/register', {
    email,
    firstname: 'Olga',
    lastname: 'Owner',
    password: OWNER_PASSWORD,
    password_confirmation: OWNER_PASSWORD,
    language,
    plan: 'enterprise',
  });
  expect(registered.statusCode, registered.body).toBe(200);
  await confirmRegistration(app, email);
  const id = await userId(app, email);
  // Sub-users need a Tools subscription; Corporate includes any number of them (decision 0057).
  await createSubscription(app.deps.database.db, { userId: id, productId: PRODUCT_IDS.toolsCorporate });
  const { client } = await loginAs(app, email, OWNER_PASSWORD);
  return { client, email, id };
}

export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const [row] = await app.deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function createOrganisation(client: TestClient, name: string): Promise<number> {
  const response = await client.post('/api/v1/clients/organisations', { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

export async function createRole(client: TestClient, title: string, permissions: string[]): Promise<number> {
  const response = await client.post('/api/v1/clients/roles', { title, permissions });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

export interface NewClient {
  email?: string;
  firstname?: string;
  lastname?: string;
  organisations?: number[];
  default_organisation_id?: number | null;
  roles?: number[];
}

const teams = new WeakMap<TestClient, Promise<{ organisation: number; role: number }>>();

/**
 * An organisation and a role of the signed-in owner's account, made once per owner: spec §5 asks
 * one of each for every sub-user (decision 0076). The role grants the dashboard alone.
 */
export function defaultTeam(owner: TestClient): Promise<{ organisation: number; role: number }> {
  let team = teams.get(owner);
  if (!team) {
    team = (async () => {
      // The account may have them from an earlier sign-in of the same owner.
      const organisations = (await owner.get('/api/v1/clients/organisations')).json<
        { id: number; name: string }[]
      >();
      const roles = (await owner.get('/api/v1/clients/roles')).json<{ id: number; title: string }[]>();
      return {
        organisation:
          organisations.find((each) => each.name === 'Team')?.id ?? (await createOrganisation(owner, 'Team')),
        role:
          roles.find((each) => each.title === 'Member')?.id ??
          (await createRole(owner, 'Member', ['MODULE_DASHBOARD.VIEW'])),
      };
    })();
    teams.set(owner, team);
  }
  return team;
}

/**
 * The body of a new sub-user: the given fields, else a unique address, names, and the owner's
 * default organisation and role (pass `[]` to send none, as an editor without those permissions does).
 */
export async function newClientBody(client: TestClient, input: NewClient = {}) {
  const team =
    input.organisations === undefined || input.roles === undefined ? await defaultTeam(client) : null;
  const organisations = input.organisations ?? [team?.organisation ?? 0];
  return {
    email: uniqueEmail('client'),
    firstname: 'Carla',
    lastname: 'Client',
    ...input,
    organisations,
    default_organisation_id:
      input.default_organisation_id !== undefined
        ? input.default_organisation_id
        : input.organisations === undefined
          ? (organisations[0] ?? null)
          : null,
    roles: input.roles ?? [team?.role ?? 0],
  };
}

export async function createClient(
  client: TestClient,
  input: NewClient = {},
): Promise<{ id: number; email: string; [key: string]: unknown }> {
  const payload = await newClientBody(client, input);
  const response = await client.post('/api/v1/clients', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The newest welcome mail to the address, with its link's token as the transport would get it. */
export async function welcomeMailTo(app: FastifyInstance, email: string) {
  const { secrets, database } = app.deps;
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'client-welcome')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.sealedSecret) throw new Error(`no undelivered welcome mail to ${email}`);
  return { mail, token: openSecret(mailSecretKey(secrets.jwt), mail.sealedSecret, mail.toAddress) };
}

/** Follows the welcome link: sets the sub-user's password through the reset page's call. */
export async function setPasswordFromWelcome(app: FastifyInstance, email: string, token: string) {
  return new TestClient(app).post('/v1/resetPassword', {
    token,
    email,
    password: CLIENT_PASSWORD,
    password_confirmation: CLIENT_PASSWORD,
  });
}

/** A sub-user of the owner with the given roles, who set their password and is signed in. */
export async function signedInClient(
  app: FastifyInstance,
  owner: TestClient,
  input: NewClient = {},
): Promise<{ client: TestClient; id: number; email: string; token: string }> {
  const created = await createClient(owner, input);
  const { token } = await welcomeMailTo(app, created.email);
  const set = await setPasswordFromWelcome(app, created.email, token);
  expect(set.statusCode, set.body).toBe(200);
  const signedIn = await loginAs(app, created.email, CLIENT_PASSWORD);
  return { client: signedIn.client, id: created.id, email: created.email, token: signedIn.token };
}

export async function permissionsOf(client: TestClient): Promise<string[]> {
  const response = await client.get('/v1/account/me');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ permissions: string[] }>().permissions;
}
