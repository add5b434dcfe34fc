// Sub-users through the client routes with what they cost (decisions 0056, 0057): the prorated
// extra user is charged once per creation, also under parallel creates and a repeated key; a
// deletion lowers the line from the next period without a credit; Corporate charges nothing; an
// account without Tools cannot add anyone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, users } from '../../src/db/schema/index';
import { ManualClock } from '../../src/platform/clock';
import {
  customerIdOf,
  extraUserCharges,
  extraUserIntents,
  ORDERS,
  QUOTE,
  subscribedOwner,
  subscriptionRow,
  subUsersOf,
} from '../extra-users/kit';
import { BUYER_PASSWORD } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { newClientBody } from './clients-kit';

const frozen = new Date();
const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });

/** A new sub-user with the owner's organisation and role (spec §5 asks one of each). */
const newClient = (owner: { client: TestClient }) =>
  newClientBody(owner.client, { firstname: 'Bill', lastname: 'Able' });

describe('creating a sub-user on Tools Enterprise', () => {
  it('charges the quoted prorated extra user once and raises the users line', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const quote = (await owner.client.get(QUOTE)).json();
    expect(quote.status).toBe('billed');

    const created = await owner.client.post('/api/v1/clients', await newClient(owner));
    expect(created.statusCode, created.body).toBe(200);

    const charged = await extraUserCharges(db, owner.accountId);
    expect(charged).toHaveLength(1);
    expect(charged[0]?.amount).toBe(quote.quote.dueNow);
    const intents = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
    expect(intents.map((intent) => intent.amount)).toEqual([quote.quote.dueNow]);
    expect((await subscriptionRow(db, owner.subscriptionId)).extraUsers).toBe(1);
  });

  it('charges each of 20 parallel creates once: 20 sub-users, 20 charges, 20 extra users', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => owner.client.post('/api/v1/clients', await newClient(owner))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(20);
    const intents = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
    expect(intents.filter((intent) => intent.status === 'succeeded')).toHaveLength(20);
    expect((await subscriptionRow(db, owner.subscriptionId)).extraUsers).toBe(20);
  });

  it('creates and charges once for one Idempotency-Key sent twice', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const body = await newClient(owner);
    const options = { headers: { 'idempotency-key': 'add-bill-once' } };
    const first = await owner.client.post('/api/v1/clients', body, options);
    const second = await owner.client.post('/api/v1/clients', body, options);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(1);
    expect(await extraUserCharges(db, owner.accountId)).toHaveLength(1);
  });

  it('lowers the users line on deletion, from the next period: nothing is credited now', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const created = await owner.client.post('/api/v1/clients', await newClient(owner));
    expect(created.statusCode, created.body).toBe(200);
    const deleted = await owner.client.delete(`/api/v1/clients/${created.json().id}`, {
      payload: { password: BUYER_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await subscriptionRow(db, owner.subscriptionId)).extraUsers).toBe(0);
    expect(await db.select().from(creditNotes).where(eq(creditNotes.userId, owner.accountId))).toEqual([]);
  });
});

describe('creating a sub-user elsewhere', () => {
  it('charges nothing on Tools Corporate', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.corporateYear);
    expect((await owner.client.get(QUOTE)).json()).toMatchObject({ status: 'included', quote: null });
    const created = await owner.client.post('/api/v1/clients', await newClient(owner));
    expect(created.statusCode, created.body).toBe(200);
    expect(await extraUserCharges(db, owner.accountId)).toEqual([]);
    expect((await subscriptionRow(db, owner.subscriptionId)).extraUsers).toBe(0);
  });

  it('refuses without a Tools subscription (409 tools_subscription_required) and creates nobody', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, null);
    expect((await owner.client.get(QUOTE)).json()).toMatchObject({ status: 'no_tools_subscription' });
    const body = await newClient(owner);
    const refused = await owner.client.post('/api/v1/clients', body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().status).toBe('tools_subscription_required');
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });
});
