CREATE TABLE "mail_server_health" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure" varchar(16),
	"failing_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failure" varchar(16);--> statement-breakpoint
ALTER TABLE "mail_server_health" ADD CONSTRAINT "mail_server_health_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;