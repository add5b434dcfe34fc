-- The activity log at tens of millions of rows (decision 0055). Written by hand from what drizzle-kit
-- generated for schema/audit.ts: the key columns are the schema's (so the snapshot matches it), the
-- INCLUDE columns are this file's alone, as drizzle cannot express them. Each index holds every
-- other filter's column, so a page's positions and its bounded count are read from one index only.
DROP INDEX "audit_updated_idx";--> statement-breakpoint
DROP INDEX "audit_entity_idx";--> statement-breakpoint
DROP INDEX "audit_account_idx";--> statement-breakpoint
CREATE INDEX "audit_time_idx" ON "audit_entries" USING btree ("updated_at","id") INCLUDE ("account_id","entity_type","event","editor_id");--> statement-breakpoint
CREATE INDEX "audit_account_idx" ON "audit_entries" USING btree ("account_id","updated_at","id") INCLUDE ("entity_type","entity_id","event","editor_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","updated_at","id") INCLUDE ("account_id","event","editor_id");--> statement-breakpoint
CREATE INDEX "audit_type_idx" ON "audit_entries" USING btree ("entity_type","updated_at","id") INCLUDE ("account_id","event","editor_id");--> statement-breakpoint
CREATE INDEX "audit_type_event_idx" ON "audit_entries" USING btree ("entity_type","event","updated_at","id") INCLUDE ("account_id","editor_id");--> statement-breakpoint
CREATE INDEX "audit_event_idx" ON "audit_entries" USING btree ("event","updated_at","id") INCLUDE ("account_id","entity_type","editor_id");--> statement-breakpoint
CREATE INDEX "audit_editor_idx" ON "audit_entries" USING btree ("editor_id","updated_at","id") INCLUDE ("account_id","entity_type","event");--> statement-breakpoint
-- The activity log's staff search finds editors by the start of their address (LIKE 'term%').
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
-- Index-only reads need the visibility map of the newest rows, the ones read most: vacuum after 1 %
-- new or deleted rows instead of 20 %, and keep the statistics as fresh.
ALTER TABLE "audit_entries" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01);
