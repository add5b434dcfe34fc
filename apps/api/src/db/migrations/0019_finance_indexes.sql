CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_recurring_period_idx" ON "invoice_lines" USING btree ("period_end","period_start","invoice_id","amount") WHERE "invoice_lines"."kind" in ('subscription', 'discount');--> statement-breakpoint
CREATE INDEX "invoices_issued_money_idx" ON "invoices" USING btree ("issued_at","currency_id","status","gross");--> statement-breakpoint
CREATE INDEX "invoices_paid_money_idx" ON "invoices" USING btree ("paid_at","currency_id","gross") WHERE "invoices"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_at","id") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoices_updated_idx" ON "invoices" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "subscriptions_updated_idx" ON "subscriptions" USING btree ("updated_at");