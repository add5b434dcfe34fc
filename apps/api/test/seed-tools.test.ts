import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  collections,
  designs,
  domains,
  forms,
  leadData,
  loginHistory,
  polls,
  quizzes,
  userRoles,
  users,
  utmTags,
  votes,
} from '../src/db/schema/index';
import { GENERATED_CUSTOMER_DOMAIN, GENERATED_CUSTOMERS } from '../src/db/seed/generated-customers';
import { useTestApp } from './support/test-app';

const testApp = useTestApp();
const generated = like(users.email, `%@${GENERATED_CUSTOMER_DOMAIN}`);

describe('demo seed: customers in volume and the apps’ data (decision 0059)', () => {
  it('adds a few thousand customers in every account state, each with the customer role and sign-ins', async () => {
    const { db } = testApp();
    expect(await db.$count(users, generated)).toBe(GENERATED_CUSTOMERS);
    const [withRole] = await db
      .select({ n: count() })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(generated);
    expect(withRole?.n).toBe(GENERATED_CUSTOMERS);
    const states = await db
      .select({
        trial: sql<number>`count(*) filter (where ${users.trialEndsAt} is not null)::int`,
        suspended: sql<number>`count(*) filter (where ${users.suspendedAt} is not null)::int`,
        deactivated: sql<number>`count(*) filter (where ${users.deactivatedAt} is not null)::int`,
      })
      .from(users)
      .where(generated);
    expect(states[0]!.trial).toBeGreaterThan(100);
    expect(states[0]!.suspended).toBeGreaterThan(10);
    expect(states[0]!.deactivated).toBeGreaterThan(10);
    const [signedIn] = await db
      .select({ n: sql<number>`count(distinct ${loginHistory.userId})::int` })
      .from(loginHistory)
      .innerJoin(users, eq(users.id, loginHistory.userId))
      .where(generated);
    expect(signedIn?.n).toBe(GENERATED_CUSTOMERS);
    // Addresses are unique and readable: first.last.n@…
    const [sample] = await db.select({ email: users.email }).from(users).where(generated).limit(1);
    expect(sample?.email).toMatch(
      new RegExp(`^[a-z]+\\.[a-z]+\\.\\d+@${GENERATED_CUSTOMER_DOMAIN.replace(/\./g, '\\.')}$`),
    );
  });

  it('gives the generated customers polls, votes, quizzes, forms, leads, designs, collections, UTM tags and domains', async () => {
    const { db } = testApp();
    for (const table of [polls, votes, quizzes, forms, leadData, designs, collections, utmTags, domains]) {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(generated);
      expect(row?.n).toBeGreaterThan(GENERATED_CUSTOMERS / 4);
    }
  });

  it('gives owner@demo.test recognisable data and leaves new@demo.test without any', async () => {
    const { db } = testApp();
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const owner = await idOf('owner@demo.test');
    const newcomer = await idOf('new@demo.test');
    const ownerDomains = await db.select().from(domains).where(eq(domains.userId, owner));
    expect(ownerDomains.map((d) => d.title).sort()).toEqual([
      'demo-media.at',
      'news.demo-media.at',
      'shop.demo-media.at',
    ]);
    const tags = await db
      .select({ tag: utmTags.tag, value: utmTags.value })
      .from(utmTags)
      .where(eq(utmTags.userId, owner));
    expect(tags).toContainEqual({ tag: 'utm_source', value: 'google' });
    expect(await db.$count(polls, eq(polls.userId, owner))).toBe(4);
    for (const table of [polls, votes, quizzes, forms, leadData, utmTags, domains]) {
      expect(await db.$count(table, eq(table.userId, newcomer))).toBe(0);
    }
    // Every vote belongs to a poll of the same user: counting by user needs no join.
    const [mismatched] = await db
      .select({ n: count() })
      .from(votes)
      .innerJoin(polls, and(eq(polls.id, votes.pollId)))
      .where(sql`${polls.userId} <> ${votes.userId}`);
    expect(mismatched?.n).toBe(0);
  });
});
