import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per audited change, written in the same transaction as the change (DESIGN.md §4).
 *
 * The activity log reads it newest first under any mix of its filters, at tens of millions of rows
 * (decision 0055): one index per filter, each ending in (updated_at, id) so a filter's rows come in
 * the log's order and a page seeks straight to its cursor. The migration (0011) adds to each the
 * other filters' columns as INCLUDE columns — drizzle cannot express INCLUDE — so a page and its
 * bounded count are found in the index alone and only the page's rows are read from the table.
 */
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
    /** Staff, no filter or a date range. INCLUDE (account_id, entity_type, event, editor_id). */
    index('audit_time_idx').on(table.updatedAt, table.id),
    /** A customer's own log. INCLUDE (entity_type, entity_id, event, editor_id). */
    index('audit_account_idx').on(table.accountId, table.updatedAt, table.id),
    /** One entity's history (type and ids). INCLUDE (account_id, event, editor_id). */
    index('audit_entity_idx').on(table.entityType, table.entityId, table.updatedAt, table.id),
    /** By entity type. INCLUDE (account_id, event, editor_id). */
    index('audit_type_idx').on(table.entityType, table.updatedAt, table.id),
    /** By entity type and event together. INCLUDE (account_id, editor_id). */
    index('audit_type_event_idx').on(table.entityType, table.event, table.updatedAt, table.id),
    /** By event. INCLUDE (account_id, entity_type, editor_id). */
    index('audit_event_idx').on(table.event, table.updatedAt, table.id),
    /** By editor; also the account deletion's anonymisation. INCLUDE (account_id, entity_type, event). */
    index('audit_editor_idx').on(table.editorId, table.updatedAt, table.id),
    /**
     * An editor's entries of some types, and of some events: counted and collected from exactly the
     * matches where an editor's index alone read every entry of that editor (the system's: half the
     * log) to find a few. INCLUDE (account_id, event) and (account_id, entity_type).
     */
    index('audit_editor_type_idx').on(table.editorId, table.entityType, table.updatedAt, table.id),
    index('audit_editor_event_idx').on(table.editorId, table.event, table.updatedAt, table.id),
  ],
);
