import type { AdminUsersPage } from '@portal/contract';
import { loginHistory, users } from '../../src/db/schema/index';
import type { TestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

/** The test's own users: one family name no demo user has, so a search finds them alone. */
export const FAMILY = 'Quillfeather';

type Fixture = {
  firstname: string;
  email: string;
  company?: string;
  state?: 'trial' | 'suspended' | 'deactivated' | 'suspended on trial';
};

/** Oldest first: the table shows them newest (highest id) first. */
export const FIXTURES: readonly Fixture[] = [
  { firstname: 'Anna', email: 'anna.q@table.test', company: 'Beta GmbH' },
  { firstname: 'Bruno', email: 'bruno.q@table.test', state: 'trial', company: 'Alpha AG' },
  { firstname: 'Clara', email: 'clara.q@table.test', state: 'suspended' },
  { firstname: 'Dario', email: 'dario.q@table.test', state: 'deactivated' },
  { firstname: 'Anneliese', email: 'anneliese.q@table.test', state: 'suspended on trial' },
];

/** Adds the fixtures (with a past sign-in for Anna) and returns their ids by first name. */
export async function addFixtures(testApp: TestApp): Promise<Record<string, number>> {
  const { db, clock } = testApp;
  const now = clock.now();
  const ids: Record<string, number> = {};
  for (const fixture of FIXTURES) {
    const [row] = await db
      .insert(users)
      .values({
        email: fixture.email,
        passwordHash: 'not-a-hash',
        firstname: fixture.firstname,
        lastname: FAMILY,
        company: fixture.company ?? null,
        trialEndsAt: fixture.state === 'trial' || fixture.state === 'suspended on trial' ? now : null,
        suspendedAt: fixture.state === 'suspended' || fixture.state === 'suspended on trial' ? now : null,
        deactivatedAt: fixture.state === 'deactivated' ? now : null,
      })
      .returning({ id: users.id });
    ids[fixture.firstname] = row!.id;
  }
  await db.insert(loginHistory).values([
    { userId: ids.Anna!, loggedInAt: new Date('2026-01-02T10:00:00Z') },
    { userId: ids.Anna!, loggedInAt: new Date('2026-01-05T10:00:00Z') },
  ]);
  return ids;
}

export const bearerOf = async (app: TestApp['app'], email: string) => (await loginAs(app, email)).bearer;

/** `GET url` with the headers, answered as JSON. */
export async function get(app: TestApp['app'], url: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers });
}

export const namesOf = (page: AdminUsersPage) => page.data.map((row) => row.firstname);
