import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per audited change, written in the same transaction as the change (DESIGN.md §4). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: varchar('entity_type', { length: 80 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    editorId: integer('editor_id'),
    editorEmail: varchar('editor_email', { length: 255 }),
    /** The customer account the change belongs to, so customers see their own history only. */
    accountId: integer('account_id'),
    oldValues: jsonb('old_values').$type<Record<string, unknown>>().notNull().default({}),
    newValues: jsonb('new_values').$type<Record<string, unknown>>().notNull().default({}),
    url: text('url'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entity_idx').on(table.entityType, table.entityId),
    index('audit_account_idx').on(table.accountId, table.updatedAt),
    index('audit_updated_idx').on(table.updatedAt),
  ],
);
