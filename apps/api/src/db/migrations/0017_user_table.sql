-- The staff's user table (issue 15): an index per order, partial indexes per account state, and
-- trigrams for the search's words inside names and addresses (pg_trgm, a trusted extension:
-- the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_listed_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_name_idx" ON "users" USING btree ("firstname","lastname","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_company_idx" ON "users" USING btree ("company","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_deactivated_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is null and "users"."deactivated_at" is not null;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is null and "users"."deactivated_at" is null and "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_trial_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is null and "users"."deactivated_at" is null and "users"."suspended_at" is null and "users"."trial_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."deleted_at" is null;