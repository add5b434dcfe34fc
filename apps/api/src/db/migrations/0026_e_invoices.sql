CREATE TABLE "invoice_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_details" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purchase_order" varchar(100);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purchase_order" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "einvoice_format" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "einvoice_buyer_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "einvoice_address_scheme" varchar(4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "einvoice_address" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purchase_order" varchar(100);--> statement-breakpoint
ALTER TABLE "invoice_recipients" ADD CONSTRAINT "invoice_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_recipients_user_email_unique" ON "invoice_recipients" USING btree ("user_id","email");