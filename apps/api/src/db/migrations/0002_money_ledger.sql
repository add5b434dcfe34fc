CREATE TABLE "charges" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" varchar(64) NOT NULL,
	"invoice_id" integer,
	"payment_method_id" varchar(64),
	"amount" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"status" varchar(16) NOT NULL,
	"gateway_intent_id" varchar(255),
	"plan" jsonb,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "net" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "gross" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "unit_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "net" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "gross" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount_refunded" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "replaced_default_id" varchar(64);--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_reserved_idx" ON "charges" USING btree ("lease_until") WHERE "charges"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_change_per_subscription" ON "charges" USING btree ("subscription_id") WHERE "charges"."status" = 'reserved' and "charges"."purpose" <> 'renewal';