CREATE TABLE "sepa_debit_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subscription_id" varchar(64),
	"period_start" timestamp with time zone,
	"invoice_id" integer,
	"payment_method_id" varchar(64) NOT NULL,
	"mandate_reference" varchar(64) NOT NULL,
	"creditor_id" varchar(35) NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"collect_on" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vat_id" varchar(32) NOT NULL,
	"requester_vat_id" varchar(32) NOT NULL,
	"result" varchar(16) NOT NULL,
	"consultation_number" varchar(64),
	"registry_name" varchar(255),
	"registry_address" varchar(512),
	"reason" varchar(16) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vat_id" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"verified_check_id" integer,
	"verified_at" timestamp with time zone,
	"last_check_id" integer,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "sepa_debit_notices" ADD CONSTRAINT "sepa_debit_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_debit_notices" ADD CONSTRAINT "sepa_debit_notices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_checks" ADD CONSTRAINT "vat_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_verifications" ADD CONSTRAINT "vat_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_verifications" ADD CONSTRAINT "vat_verifications_verified_check_id_vat_checks_id_fk" FOREIGN KEY ("verified_check_id") REFERENCES "public"."vat_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_verifications" ADD CONSTRAINT "vat_verifications_last_check_id_vat_checks_id_fk" FOREIGN KEY ("last_check_id") REFERENCES "public"."vat_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sepa_debit_notices_user_idx" ON "sepa_debit_notices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debit_notices_one_per_period" ON "sepa_debit_notices" USING btree ("subscription_id","period_start") WHERE "sepa_debit_notices"."kind" = 'renewal' and "sepa_debit_notices"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "vat_checks_user_idx" ON "vat_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "vat_verifications_due_idx" ON "vat_verifications" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "payments_returned_idx" ON "payments" USING btree ("returned_at") WHERE "payments"."returned_at" is not null;