DROP INDEX "charges_one_change_per_subscription";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "extra_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "extra_user_unit_amount" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_change_per_subscription" ON "charges" USING btree ("subscription_id") WHERE "charges"."status" = 'reserved' and "charges"."purpose" not in ('renewal', 'extra_user');