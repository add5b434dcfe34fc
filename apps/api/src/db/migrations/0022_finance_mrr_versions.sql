CREATE SEQUENCE "public"."finance_mrr_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "finance_mrr_anchor_subscriptions" DROP CONSTRAINT "finance_mrr_anchor_subscriptions_at_finance_mrr_anchors_at_fk";
--> statement-breakpoint
ALTER TABLE "finance_mrr_movements" DROP CONSTRAINT "finance_mrr_movements_before_at_finance_mrr_anchors_at_fk";
--> statement-breakpoint
ALTER TABLE "finance_mrr_movements" DROP CONSTRAINT "finance_mrr_movements_after_at_finance_mrr_anchors_at_fk";
--> statement-breakpoint
ALTER TABLE "finance_mrr_anchors" ALTER COLUMN "version" SET DEFAULT nextval('finance_mrr_versions');--> statement-breakpoint
-- Kept figures are derived: made again at the next look, with versions that never repeat.
DELETE FROM "finance_mrr_movements";--> statement-breakpoint
DELETE FROM "finance_mrr_anchor_subscriptions";--> statement-breakpoint
DELETE FROM "finance_mrr_anchors";--> statement-breakpoint
-- A change gives the instants it moves a new version from the sequence.
CREATE OR REPLACE FUNCTION "finance_mrr_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
  WHERE EXISTS (
    SELECT 1 FROM "finance_changed_lines" l
    WHERE l."kind" IN ('subscription', 'discount') AND l."period_start" <= a."at" AND l."period_end" > a."at"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_mrr_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
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
CREATE OR REPLACE FUNCTION "finance_mrr_subscriptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
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
CREATE OR REPLACE FUNCTION "finance_money_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
  WHERE a."month_end" AND EXISTS (
    SELECT 1 FROM "finance_changed_invoices" i
    WHERE (i."issued_at" >= date_trunc('month', a."at", 'UTC') AND i."issued_at" < date_trunc('month', a."at", 'UTC') + interval '1 month')
      OR (i."paid_at" >= date_trunc('month', a."at", 'UTC') AND i."paid_at" < date_trunc('month', a."at", 'UTC') + interval '1 month')
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_money_invoices_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
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
CREATE OR REPLACE FUNCTION "finance_money_credit_notes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "finance_mrr_anchors" a SET "version" = nextval('finance_mrr_versions')
  WHERE a."month_end" AND EXISTS (
    SELECT 1 FROM "finance_changed_credit_notes" c
    WHERE c."issued_at" >= date_trunc('month', a."at", 'UTC')
      AND c."issued_at" < date_trunc('month', a."at", 'UTC') + interval '1 month'
  );
  RETURN NULL;
END $$;
