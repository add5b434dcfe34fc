-- The client table at 10,000 sub-users (decision 0056). Written by hand from what drizzle-kit
-- generated for schema/users.ts: the search haystack is lower-cased once, when a row is written, and
-- the three indexes that give an account's sub-users in each of the table's orders carry what a page
-- shows and filters as INCLUDE columns (drizzle cannot express them; the key columns are the
-- schema's, so the snapshot matches it). A page, its bounded count and a search then read one index
-- alone instead of sorting the account's rows or lower-casing each of them per search.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."firstname" || ' ' || "users"."lastname" || ' ' || "users"."email")) STORED;--> statement-breakpoint
DROP INDEX "users_parent_name_idx";--> statement-breakpoint
DROP INDEX "users_parent_email_idx";--> statement-breakpoint
DROP INDEX "users_parent_created_idx";--> statement-breakpoint
CREATE INDEX "users_parent_name_idx" ON "users" USING btree ("parent_id","firstname","lastname","id") INCLUDE ("email","invitation_pending","created_at","deletion_requested_at","search_text");--> statement-breakpoint
CREATE INDEX "users_parent_email_idx" ON "users" USING btree ("parent_id","email","id") INCLUDE ("firstname","lastname","invitation_pending","created_at","deletion_requested_at","search_text");--> statement-breakpoint
CREATE INDEX "users_parent_created_idx" ON "users" USING btree ("parent_id","created_at","id") INCLUDE ("firstname","lastname","email","invitation_pending","deletion_requested_at","search_text");
