-- The built-in Accountant role (issue 32): a global customer role an owner gives a sub-user who reads
-- invoices, credit notes, upcoming payments and invoice data, and changes nothing. Idempotent: the
-- reference seed keeps the same rows in line on every start.
INSERT INTO "roles" ("name", "title", "is_internal") VALUES ('accountant', 'Accountant', false)
ON CONFLICT ("name") WHERE "owner_id" IS NULL DO NOTHING;
--> statement-breakpoint
-- A sub-user holds a permission of a role only while the account owner holds it too (decision 0056):
-- the owners' role and the administrator's get the new permission beside the Accountant.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT "id", 'INVOICES.VIEW' FROM "roles"
WHERE "owner_id" IS NULL AND "name" IN ('accountant', 'customer', 'admin')
ON CONFLICT DO NOTHING;
