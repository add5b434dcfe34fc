import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { charges, subscriptions, users } from '../../src/db/schema/index';
import type { Db, Tx } from '../../src/platform/db';
import { gatewayIntents } from '../subscriptions/books';
import { AUSTRIAN_BILLING, buyerWithCard, saveBilling } from '../subscriptions/buyer';

export const QUOTE = '/api/v1/clients/extra-user-quote';

export const ORDERS = {
  enterpriseMonth: { plan: 'tools-enterprise-month-eur', productId: 1, interval: 'month', quantity: 1 },
  enterpriseYear: { plan: 'tools-enterprise-year-eur', productId: 1, interval: 'year', quantity: 1 },
  corporateYear: { plan: 'tools-corporate-year-eur', productId: 2, interval: 'year', quantity: 1 },
} as const;

/** A customer with a card, Austrian invoice data (20 % VAT) in `language`, and `order` bought. */
export async function subscribedOwner(
  app: FastifyInstance,
  db: Db,
  order: (typeof ORDERS)[keyof typeof ORDERS] | null,
  language: 'en' | 'de' | 'fr' = 'en',
) {
  const buyer = await buyerWithCard(app);
  if (language !== 'en') await saveBilling(buyer.client, { ...AUSTRIAN_BILLING, invoice_language: language });
  const [account] = await db.select().from(users).where(eq(users.email, buyer.email));
  if (!account) throw new Error('no account');
  let subscriptionId: string | null = null;
  if (order) {
    const bought = await buyer.client.post('/v1/subscription/upgrade', order);
    expect(bought.statusCode, bought.body).toBe(200);
    subscriptionId = bought.json().data.subscriptionId as string;
  }
  return { ...buyer, accountId: account.id, subscriptionId: subscriptionId as string };
}

/** The stand-in for the clients module's insert: a `users` row under the account (parent_id). */
export function fakeSubUser(accountId: number) {
  return async (tx: Tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        parentId: accountId,
        email: `sub-${randomBytes(6).toString('hex')}@example.test`,
        passwordHash: 'not-a-hash',
        firstname: 'Sub',
        lastname: 'User',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('sub-user not stored');
    return row.id;
  };
}

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

export async function subUsersOf(db: Db, accountId: number) {
  return db.select({ id: users.id }).from(users).where(eq(users.parentId, accountId));
}

export async function subscriptionRow(db: Db, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

export async function extraUserCharges(db: Db, accountId: number) {
  return db
    .select()
    .from(charges)
    .where(and(eq(charges.userId, accountId), eq(charges.purpose, 'extra_user')));
}

/** The sandbox's intents of this account's extra users (metadata purpose extra_user). */
export async function extraUserIntents(db: Db, customerOf: string | null) {
  return (await gatewayIntents(db)).filter(
    (intent) => intent.customerId === customerOf && intent.metadata?.purpose === 'extra_user',
  );
}

export async function customerIdOf(db: Db, accountId: number) {
  const [row] = await db.select({ id: users.providerCustomerId }).from(users).where(eq(users.id, accountId));
  return row?.id ?? null;
}
