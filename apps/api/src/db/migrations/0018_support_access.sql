CREATE TABLE "support_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" varchar(255) NOT NULL,
	"changes_allowed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "support_accesses_family_id_unique" UNIQUE("family_id")
);
--> statement-breakpoint
ALTER TABLE "support_accesses" ADD CONSTRAINT "support_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_accesses" ADD CONSTRAINT "support_accesses_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_accesses_user_idx" ON "support_accesses" USING btree ("user_id","started_at");