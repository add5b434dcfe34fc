CREATE TABLE "insights_digests" (
	"user_id" integer NOT NULL,
	"interval" varchar(5) NOT NULL,
	"period_start" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insights_digests_user_id_interval_period_start_pk" PRIMARY KEY("user_id","interval","period_start")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insights_digests" ADD CONSTRAINT "insights_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;