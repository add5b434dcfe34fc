import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A person who signs in: an account owner, a sub-user (parent_id set) or a staff member. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: varchar('firstname', { length: 50 }).notNull(),
    lastname: varchar('lastname', { length: 50 }).notNull(),
    gender: varchar('gender', { length: 12 }).notNull().default('unspecified'),
    image: varchar('image', { length: 255 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Europe/Vienna'),
    currencyId: smallint('currency_id').notNull().default(1),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    cardBrand: varchar('card_brand', { length: 32 }),
    cardLastFour: varchar('card_last_four', { length: 4 }),
    company: varchar('company', { length: 55 }),
    vatId: varchar('vatid', { length: 32 }),
    billingFirstname: varchar('billing_firstname', { length: 50 }),
    billingLastname: varchar('billing_lastname', { length: 50 }),
    street: varchar('street', { length: 255 }),
    city: varchar('city', { length: 55 }),
    postalCode: varchar('postal_code', { length: 10 }),
    country: varchar('country', { length: 2 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    invoiceLanguage: varchar('invoice_language', { length: 2 }),
    invoiceEmail: varchar('invoice_email', { length: 255 }),
    invoiceReference: varchar('invoice_reference', { length: 30 }),
    /** The e-invoice format the account receives with its invoice mails; null for the PDF alone. */
    eInvoiceFormat: varchar('einvoice_format', { length: 16 }),
    /** EN 16931 BT-10: the buyer's reference, e.g. the German Leitweg-ID of a public body. */
    eInvoiceBuyerReference: varchar('einvoice_buyer_reference', { length: 100 }),
    /** EN 16931 BT-49: the buyer's electronic address and its scheme (EAS code, e.g. 0088, 9930, EM). */
    eInvoiceAddressScheme: varchar('einvoice_address_scheme', { length: 4 }),
    eInvoiceAddress: varchar('einvoice_address', { length: 255 }),
    /** EN 16931 BT-13: the purchase-order number new purchases carry unless they name their own. */
    purchaseOrder: varchar('purchase_order', { length: 100 }),
    mailServer: jsonb('mail_server').$type<{
      host: string;
      username: string;
      password: string;
      port: number;
      encryption: 'ssl' | 'tls';
    }>(),
    acceptedLatestTerms: boolean('accepted_latest_terms').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * The holder asked to delete the account (decision 0051): it is deactivated at once and the
     * deletion job does the rest. `deletedAt` is set when the job has finished: the row stays as an
     * anonymised tombstone, so the invoices kept by law still name their customer.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the owner of the address proved it (the registration mail's link, or a password reset).
     * Null only for a self-registered account still waiting: it cannot sign in (decision 0027).
     * Accounts created any other way, and those that existed before, count as confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /**
     * A sub-user created by their account (decision 0056) who has not set a password yet: the welcome
     * mail's link is unused. Cleared by any password reset, the welcome link's or a forgotten password's.
     */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    /**
     * The client table's search haystack (decision 0056): names and address, lower-cased once when
     * written instead of for every row of every search.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email})`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    /** Addresses by their start (LIKE 'term%'): the activity log's editor search and suggestions (0055). */
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    /**
     * An account's sub-users in each order the client table offers (decision 0056): a page is a walk
     * of one index from the account's first row. The name index also serves every parent_id lookup.
     * Migration 0014 adds what a page shows and filters as INCLUDE columns (drizzle cannot express
     * them), so a page, its count and a search read the index alone.
     */
    index('users_parent_name_idx').on(table.parentId, table.firstname, table.lastname, table.id),
    index('users_parent_email_idx').on(table.parentId, table.email, table.id),
    index('users_parent_created_idx').on(table.parentId, table.createdAt, table.id),
    /**
     * The staff's user table over every listed user (not deleted; issue 15, migration 0017): each
     * order it offers as an index, so a page's ids are a walk of one; each account state but the
     * commonest as a partial index of ids; the search's words inside names and addresses by trigrams
     * (pg_trgm), where `like '%word%'` read every user.
     */
    index('users_listed_idx').on(table.id).where(sql`${table.deletedAt} is null`),
    index('users_listed_name_idx')
      .on(table.firstname, table.lastname, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_listed_company_idx').on(table.company, table.id).where(sql`${table.deletedAt} is null`),
    index('users_listed_created_idx').on(table.createdAt, table.id).where(sql`${table.deletedAt} is null`),
    index('users_deactivated_idx')
      .on(table.id)
      .where(sql`${table.deletedAt} is null and ${table.deactivatedAt} is not null`),
    index('users_suspended_idx')
      .on(table.id)
      .where(
        sql`${table.deletedAt} is null and ${table.deactivatedAt} is null and ${table.suspendedAt} is not null`,
      ),
    index('users_trial_idx')
      .on(table.id)
      .where(
        sql`${table.deletedAt} is null and ${table.deactivatedAt} is null and ${table.suspendedAt} is null and ${table.trialEndsAt} is not null`,
      ),
    index('users_search_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** The machine name of a global role (`customer`); null for an account's own roles. */
    name: varchar('name', { length: 64 }),
    title: varchar('title', { length: 120 }).notNull(),
    /** Staff roles; customers' own roles for their sub-users are not internal. */
    isInternal: boolean('is_internal').notNull().default(false),
    /** The account that owns a client role; null for the portal's global roles. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    // Global roles are known by name; an account's roles by a title unique within the account.
    uniqueIndex('roles_global_name_unique').on(table.name).where(sql`${table.ownerId} is null`),
    uniqueIndex('roles_owner_title_unique')
      .on(table.ownerId, sql`lower(${table.title})`)
      .where(sql`${table.ownerId} is not null`),
    check('roles_global_named', sql`${table.ownerId} is not null or ${table.name} is not null`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 80 }).notNull(),
  },
  (table) => [uniqueIndex('role_permissions_unique').on(table.roleId, table.permission)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('user_roles_unique').on(table.userId, table.roleId),
    // The holders of a role: whose cached permissions a change of it drops (decision 0056).
    index('user_roles_role_idx').on(table.roleId),
  ],
);

/** An account's groups of sub-users (spec §3 Organisation; decision 0056). */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('organisations_owner_name_unique').on(table.ownerId, sql`lower(${table.name})`)],
);

/** A sub-user's organisations; at most one of them is their default. */
export const organisationUsers = pgTable(
  'organisation_user',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.organisationId] }),
    index('organisation_user_organisation_idx').on(table.organisationId),
    uniqueIndex('organisation_user_one_default').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
