CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"active" boolean NOT NULL,
	"status" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_id_pk" PRIMARY KEY("user_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event_key" varchar(160);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_event_key_unique" ON "mail_outbox" USING btree ("event_key");