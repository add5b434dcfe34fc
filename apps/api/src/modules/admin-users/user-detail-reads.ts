import { USER_DETAIL_LATEST } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { collections, forms, polls, quizzes, users, utmTags } from '../../db/schema/index';
import { liveLinesColumn, rolePermissionsColumn } from '../../platform/auth/held-permissions';
import type { Executor } from '../../platform/db';
import { accountStateOf, listedUsers } from './user-conditions';
import { holdsStaffRole, lastLoginAt } from './user-rows';

/**
 * The user's counts of what they made in the Tools app: each an index-only count on the table's
 * `user_id` index (decision 0059), all five in one row.
 */
function countsOf(db: Executor, userId: number) {
  const count = (table: string) =>
    sql<number | string>`(select count(*) from ${sql.identifier(table)} where user_id = ${userId})`;
  return db
    .select({
      polls: count('polls').as('polls'),
      votes: count('votes').as('votes'),
      quizzes: count('quizzes').as('quizzes'),
      forms: count('forms').as('forms'),
      leadData: count('lead_data').as('lead_data'),
    })
    .from(sql`(select 1) as one`)
    .as('counts');
}

/**
 * The user's row with their last login, state, permissions and counts: one statement. Joining the
 * counts also makes drizzle name every column with its table, which the correlated subqueries on
 * `"users"."id"` need. A deleted account's tombstone is not found (as in the user table).
 */
export async function profileRowOf(db: Executor, userId: number) {
  const counts = countsOf(db, userId);
  const [row] = await db
    .select({
      user: users,
      state: accountStateOf,
      isStaff: holdsStaffRole,
      lastLoginAt,
      permissions: rolePermissionsColumn(),
      liveLines: liveLinesColumn(),
      counts: {
        polls: counts.polls,
        votes: counts.votes,
        quizzes: counts.quizzes,
        forms: counts.forms,
        leadData: counts.leadData,
      },
    })
    .from(users)
    .crossJoin(counts)
    .where(and(eq(users.id, userId), listedUsers));
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileRowOf>>>;

/** The newest polls first, on `polls_user_created_idx` walked from its end. */
export const latestPollsOf = (db: Executor, userId: number) =>
  db
    .select({ id: polls.id, question: polls.question, createdAt: polls.createdAt })
    .from(polls)
    .where(eq(polls.userId, userId))
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(USER_DETAIL_LATEST);

export const latestQuizzesOf = (db: Executor, userId: number) =>
  db
    .select({ id: quizzes.id, name: quizzes.name, createdAt: quizzes.createdAt })
    .from(quizzes)
    .where(eq(quizzes.userId, userId))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(USER_DETAIL_LATEST);

/**
 * The newest collections and lead forms: their `user_id` index finds the user's rows, which are
 * sorted then, so the cost grows with one user's data, not with the number of users.
 */
export const latestCollectionsOf = (db: Executor, userId: number) =>
  db
    .select({ id: collections.id, title: collections.title, createdAt: collections.createdAt })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(USER_DETAIL_LATEST);

export const latestFormsOf = (db: Executor, userId: number) =>
  db
    .select({ id: forms.id, title: forms.title, createdAt: forms.createdAt })
    .from(forms)
    .where(eq(forms.userId, userId))
    .orderBy(desc(forms.createdAt), desc(forms.id))
    .limit(USER_DETAIL_LATEST);

/** One value per tag (a unique index), in the tag's order. */
export const utmTagsOf = (db: Executor, userId: number) =>
  db
    .select({ tag: utmTags.tag, value: utmTags.value })
    .from(utmTags)
    .where(eq(utmTags.userId, userId))
    .orderBy(utmTags.tag);
