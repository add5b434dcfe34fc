import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets the service generated for itself on first start in production (signing keys for which no
 * environment variable was given), so every process and every restart uses the same value
 * (docs/decisions/0024-generated-service-secrets.md).
 */
export const serviceSecrets = pgTable('service_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
