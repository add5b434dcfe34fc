CREATE TABLE "finance_mrr_anchor_subscriptions" (
	"at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"subscription_id" varchar(64) NOT NULL,
	"currency_id" smallint NOT NULL,
	"line" varchar(16) NOT NULL,
	"raw" numeric NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "finance_mrr_anchor_subscriptions_at_version_subscription_id_currency_id_pk" PRIMARY KEY("at","version","subscription_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "finance_mrr_anchors" (
	"at" timestamp with time zone PRIMARY KEY NOT NULL,
	"horizon" bigint,
	"month_end" boolean DEFAULT false NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"built_version" bigint,
	"cells" jsonb,
	"money" jsonb
);
--> statement-breakpoint
CREATE TABLE "finance_mrr_movements" (
	"before_at" timestamp with time zone NOT NULL,
	"after_at" timestamp with time zone NOT NULL,
	"before_version" bigint NOT NULL,
	"after_version" bigint NOT NULL,
	"sums" jsonb NOT NULL,
	CONSTRAINT "finance_mrr_movements_before_at_after_at_pk" PRIMARY KEY("before_at","after_at")
);
--> statement-breakpoint
ALTER TABLE "finance_mrr_anchor_subscriptions" ADD CONSTRAINT "finance_mrr_anchor_subscriptions_at_finance_mrr_anchors_at_fk" FOREIGN KEY ("at") REFERENCES "public"."finance_mrr_anchors"("at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_recurring_start_idx" ON "invoice_lines" USING btree ("period_start","period_end","invoice_id","amount") WHERE "invoice_lines"."kind" in ('subscription', 'discount');--> statement-breakpoint
CREATE INDEX "subscriptions_ended_idx" ON "subscriptions" USING btree ("ended_at") WHERE "subscriptions"."ended_at" is not null;--> statement-breakpoint
-- MRR kept at an instant (decision 0061, addendum) is usable while its version is unchanged: every
-- change that can move MRR at a kept instant raises that instant's version, in the writing
-- transaction, whichever process or code path writes. Recurring lines whose period holds the instant:
CREATE FUNCTION "finance_mrr_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE EXISTS (
    SELECT 1 FROM "finance_changed_lines" l
    WHERE l."kind" IN ('subscription', 'discount') AND l."period_start" <= a."at" AND l."period_end" > a."at"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_lines_inserted" AFTER INSERT ON "invoice_lines"
  REFERENCING NEW TABLE AS "finance_changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_lines_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_lines_deleted" AFTER DELETE ON "invoice_lines"
  REFERENCING OLD TABLE AS "finance_changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_lines_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_lines_updated_from" AFTER UPDATE ON "invoice_lines"
  REFERENCING OLD TABLE AS "finance_changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_lines_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_lines_updated_to" AFTER UPDATE ON "invoice_lines"
  REFERENCING NEW TABLE AS "finance_changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_lines_changed"();
--> statement-breakpoint
-- An invoice voided or restored, or moved to another currency or subscription: its recurring lines.
CREATE FUNCTION "finance_mrr_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE EXISTS (
    SELECT 1 FROM "finance_invoices_before" o
    JOIN "finance_invoices_after" n ON n."id" = o."id"
    JOIN "invoice_lines" l ON l."invoice_id" = n."id" AND l."kind" IN ('subscription', 'discount')
    WHERE ((o."status" = 'void') <> (n."status" = 'void') OR o."currency_id" <> n."currency_id"
        OR o."subscription_id" IS DISTINCT FROM n."subscription_id")
      AND l."period_start" <= a."at" AND l."period_end" > a."at"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_invoices_updated" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS "finance_invoices_before" NEW TABLE AS "finance_invoices_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_invoices_changed"();
--> statement-breakpoint
-- A subscription's end moved across the instant (it counts while ended_at is null or later), or its
-- product line or interval changed (every instant).
CREATE FUNCTION "finance_mrr_subscriptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE EXISTS (
    SELECT 1 FROM "finance_subscriptions_before" o
    JOIN "finance_subscriptions_after" n ON n."id" = o."id"
    WHERE o."line" <> n."line" OR o."interval" <> n."interval"
      OR (o."ended_at" IS DISTINCT FROM n."ended_at"
        AND a."at" >= least(coalesce(o."ended_at", 'infinity'), coalesce(n."ended_at", 'infinity'))
        AND a."at" < greatest(coalesce(o."ended_at", 'infinity'), coalesce(n."ended_at", 'infinity')))
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_mrr_subscriptions_updated" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS "finance_subscriptions_before" NEW TABLE AS "finance_subscriptions_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "finance_mrr_subscriptions_changed"();
--> statement-breakpoint
-- A closed month's money (kept with its last instant, month_end): the invoices issued in it (not
-- void), paid in it, and the credit notes issued in it.
CREATE FUNCTION "finance_money_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE a."month_end" AND EXISTS (
    SELECT 1 FROM "finance_changed_invoices" i
    WHERE (i."issued_at" >= date_trunc('month', a."at", 'UTC') AND i."issued_at" < date_trunc('month', a."at", 'UTC') + interval '1 month')
      OR (i."paid_at" >= date_trunc('month', a."at", 'UTC') AND i."paid_at" < date_trunc('month', a."at", 'UTC') + interval '1 month')
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_money_invoices_inserted" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS "finance_changed_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_money_invoices_deleted" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS "finance_changed_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_invoices_changed"();
--> statement-breakpoint
-- Updated invoices only count when their issue or payment, voidness, gross or currency changed (a
-- currency moves the refunds of their credit notes too).
CREATE FUNCTION "finance_money_invoices_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE a."month_end" AND EXISTS (
    SELECT 1 FROM "finance_invoices_before" o
    JOIN "finance_invoices_after" n ON n."id" = o."id"
    CROSS JOIN LATERAL (SELECT date_trunc('month', a."at", 'UTC') AS "start",
      date_trunc('month', a."at", 'UTC') + interval '1 month' AS "end") m
    WHERE (o."issued_at" IS DISTINCT FROM n."issued_at" OR o."paid_at" IS DISTINCT FROM n."paid_at"
        OR (o."status" = 'void') <> (n."status" = 'void') OR o."gross" <> n."gross" OR o."currency_id" <> n."currency_id")
      AND ((o."issued_at" >= m."start" AND o."issued_at" < m."end") OR (n."issued_at" >= m."start" AND n."issued_at" < m."end")
        OR (o."paid_at" >= m."start" AND o."paid_at" < m."end") OR (n."paid_at" >= m."start" AND n."paid_at" < m."end")
        OR (o."currency_id" <> n."currency_id" AND EXISTS (
          SELECT 1 FROM "credit_notes" c
          WHERE c."invoice_id" = n."id" AND c."issued_at" >= m."start" AND c."issued_at" < m."end")))
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_money_invoices_updated" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS "finance_invoices_before" NEW TABLE AS "finance_invoices_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_invoices_updated"();
--> statement-breakpoint
CREATE FUNCTION "finance_money_credit_notes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = a."version" + 1
  WHERE a."month_end" AND EXISTS (
    SELECT 1 FROM "finance_changed_credit_notes" c
    WHERE c."issued_at" >= date_trunc('month', a."at", 'UTC')
      AND c."issued_at" < date_trunc('month', a."at", 'UTC') + interval '1 month'
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "finance_money_credit_notes_inserted" AFTER INSERT ON "credit_notes"
  REFERENCING NEW TABLE AS "finance_changed_credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_credit_notes_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_money_credit_notes_deleted" AFTER DELETE ON "credit_notes"
  REFERENCING OLD TABLE AS "finance_changed_credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_credit_notes_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_money_credit_notes_updated_from" AFTER UPDATE ON "credit_notes"
  REFERENCING OLD TABLE AS "finance_changed_credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_credit_notes_changed"();
--> statement-breakpoint
CREATE TRIGGER "finance_money_credit_notes_updated_to" AFTER UPDATE ON "credit_notes"
  REFERENCING NEW TABLE AS "finance_changed_credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION "finance_money_credit_notes_changed"();
