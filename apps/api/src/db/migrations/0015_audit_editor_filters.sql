-- An editor together with types or events (decision 0055, addendum): written by hand from what
-- drizzle-kit generated for schema/audit.ts, with the INCLUDE columns drizzle cannot express, so the
-- bounded count and a page of few matches read exactly the matching entries of one index.
CREATE INDEX "audit_editor_type_idx" ON "audit_entries" USING btree ("editor_id","entity_type","updated_at","id") INCLUDE ("account_id","event");--> statement-breakpoint
CREATE INDEX "audit_editor_event_idx" ON "audit_entries" USING btree ("editor_id","event","updated_at","id") INCLUDE ("account_id","entity_type");
