CREATE TABLE "organisation_user" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "organisation_user_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
DROP INDEX "users_parent_id_idx";--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" varchar(16) DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sender_account_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_user" ADD CONSTRAINT "organisation_user_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_user" ADD CONSTRAINT "organisation_user_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_user_organisation_idx" ON "organisation_user" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_user_one_default" ON "organisation_user" USING btree ("user_id") WHERE "organisation_user"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_owner_name_unique" ON "organisations" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_global_name_unique" ON "roles" USING btree ("name") WHERE "roles"."owner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_owner_title_unique" ON "roles" USING btree ("owner_id",lower("title")) WHERE "roles"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_parent_name_idx" ON "users" USING btree ("parent_id","firstname","lastname","id");--> statement-breakpoint
CREATE INDEX "users_parent_email_idx" ON "users" USING btree ("parent_id","email","id");--> statement-breakpoint
CREATE INDEX "users_parent_created_idx" ON "users" USING btree ("parent_id","created_at","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_global_named" CHECK ("roles"."owner_id" is not null or "roles"."name" is not null);