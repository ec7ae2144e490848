-- The dealer's stock and price list: items, imports, the remembered column mapping, the API keys of the
-- machine import, and the reservations of accepted quotations. Upper-case keys: "bos-1" and "BOS-1" are one code.
CREATE TABLE "stock_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"part_code" text NOT NULL,
	"item_code" text,
	"brand" text NOT NULL,
	"description" text,
	"category" text,
	"condition" varchar(16) NOT NULL,
	"net_price" numeric(12, 2) NOT NULL,
	"list_price" numeric(12, 2),
	"discount" integer,
	"vat" integer NOT NULL,
	"quantity" integer NOT NULL DEFAULT 0 CHECK ("quantity" >= 0),
	"reserved" integer NOT NULL DEFAULT 0 CHECK ("reserved" >= 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_key_uq" ON "stock_items" ("dealer_id", upper("part_code"), upper("brand"), "condition");--> statement-breakpoint
CREATE INDEX "stock_items_code_prefix_idx" ON "stock_items" ("dealer_id", upper("part_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stock_items_brand_idx" ON "stock_items" ("dealer_id", upper("brand"));--> statement-breakpoint
CREATE INDEX "stock_items_category_idx" ON "stock_items" ("dealer_id", lower("category"));--> statement-breakpoint
CREATE INDEX "stock_items_description_trgm_idx" ON "stock_items" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"mode" varchar(8) NOT NULL,
	"source" varchar(8) NOT NULL,
	"lines" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"removed" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "stock_imports_dealer_at_idx" ON "stock_imports" ("dealer_id", "at");--> statement-breakpoint
CREATE TABLE "stock_mappings" (
	"dealer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "stock_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"prefix" varchar(16) NOT NULL UNIQUE,
	"secret_hash" varchar(64) NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "stock_api_keys_dealer_idx" ON "stock_api_keys" ("dealer_id");--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"quotation_row_id" integer PRIMARY KEY NOT NULL REFERENCES "quotation_rows"("id") ON DELETE cascade,
	"stock_item_id" integer NOT NULL REFERENCES "stock_items"("id") ON DELETE cascade,
	"quantity" integer NOT NULL CHECK ("quantity" >= 0)
);--> statement-breakpoint
CREATE INDEX "stock_reservations_item_idx" ON "stock_reservations" ("stock_item_id");
