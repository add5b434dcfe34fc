import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/*
 * Data the Tools, DMP and Analytics apps own, held by the portal for the staff's user detail
 * (decision 0059): counts, the latest polls and quizzes, UTM tags and domains. Each table carries
 * what those cards show and no more; every row belongs to one user and goes with them (cascade, and
 * the account-deletion job for an account holder, whose row stays as a tombstone).
 *
 * Per table one index leads with `user_id`: it answers "how many of this user's" by an index-only
 * count and, where a card lists the latest, "the user's newest N" by a walk from its end.
 */

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A poll of the Tools app (spec §3 Admin user: polls id, question, votes, views, filename). */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    question: varchar('question', { length: 500 }).notNull(),
    views: integer('views').notNull().default(0),
    /** The poll's image in the Tools app's storage, if it has one. */
    filename: varchar('filename', { length: 255 }),
    ...timestamps,
  },
  (table) => [index('polls_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/** A vote cast on one of the user's polls; `user_id` is the poll's owner, so counting needs no join. */
export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('votes_user_idx').on(table.userId), index('votes_poll_idx').on(table.pollId)],
);

/** A quiz of the Tools app (spec §3 Admin user: quizzes id, name, filename). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: varchar('name', { length: 255 }).notNull(),
    filename: varchar('filename', { length: 255 }),
    ...timestamps,
  },
  (table) => [index('quizzes_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/** A lead form of the Tools app (marketing/forms/{id}). */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    ...timestamps,
  },
  (table) => [index('forms_user_idx').on(table.userId)],
);

/** One submission of a lead form; the portal counts them and keeps none of what was submitted. */
export const leadData = pgTable(
  'lead_data',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('lead_data_user_idx').on(table.userId), index('lead_data_form_idx').on(table.formId)],
);

/** A design (theme) of the Tools app (settings/designs). */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    ...timestamps,
  },
  (table) => [index('designs_user_idx').on(table.userId)],
);

/** A collection of polls and quizzes of the Tools app (experiences/collections/{id}). */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    ...timestamps,
  },
  (table) => [index('collections_user_idx').on(table.userId)],
);

/** The UTM parameters a user arrived with (spec §3 Admin user: utmTags tag, value): one value per tag. */
export const utmTags = pgTable(
  'utm_tags',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    tag: varchar('tag', { length: 64 }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('utm_tags_user_tag_unique').on(table.userId, table.tag)],
);

/**
 * A site licensed for the DMP and Analytics apps (spec §3 Domain): the base domain without scheme or
 * `www.`, and which of the apps' parts run on it. A user holds each domain once (any case).
 */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    analytics: boolean('analytics').notNull().default(false),
    sdk: boolean('sdk').notNull().default(false),
    cookies: boolean('cookies').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('domains_user_title_unique').on(table.userId, sql`lower(${table.title})`),
    index('domains_user_created_idx').on(table.userId, table.createdAt, table.id),
  ],
);
