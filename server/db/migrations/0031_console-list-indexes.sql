-- The operator console's lists at 1,000,000 requests. The console opens its lists newest first
-- (created_at desc, id desc): with a brand or a province, the page of 25 is one range of these indexes, where it was a
-- walk of the creation index testing each request, or a bitmap of every match and a sort.
CREATE INDEX IF NOT EXISTS "submissions_manufacturer_created_idx" ON "submissions" USING btree ("manufacturer_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_province_created_idx" ON "submissions" USING btree ("province_id", "created_at", "id");
--> statement-breakpoint
-- Quotations and orders newest first (the console's first load): a page from the index instead of a sort of every row.
CREATE INDEX IF NOT EXISTS "quotations_created_idx" ON "quotations" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at", "id");
--> statement-breakpoint
-- Dealers and customers: newest first, by legal name and by surname (both directions: `nulls last` either way, as
-- the console sorts them, server/repositories/admin/paging.ts), each over its own role.
CREATE INDEX IF NOT EXISTS "users_role_created_idx" ON "users" USING btree ("role", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_dealer_name_idx" ON "users" USING btree ("legal_name", "id") WHERE "role" = 'dealer';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_dealer_name_desc_idx" ON "users" USING btree ("legal_name" DESC NULLS LAST, "id" DESC) WHERE "role" = 'dealer';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_customer_surname_idx" ON "users" USING btree ("surname", "id") WHERE "role" = 'customer';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_customer_surname_desc_idx" ON "users" USING btree ("surname" DESC NULLS LAST, "id" DESC) WHERE "role" = 'customer';
--> statement-breakpoint
-- The console's search of dealers and customers: every searched column in one text (server/repositories/admin/user-search.ts).
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users" USING gin ((coalesce("email", '') || ' ' || coalesce("legal_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("vat_number", '')) gin_trgm_ops);
