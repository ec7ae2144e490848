-- Money in 64-bit cents.
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_rows" ALTER COLUMN "item_amount_cents" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "fees" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;
--> statement-breakpoint
-- A coupon is redeemed once per dealer, enforced by the primary key (not a read-then-write).
CREATE TABLE "coupon_redemptions" (
	"coupon_id" integer NOT NULL REFERENCES "coupons"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_id_dealer_id_pk" PRIMARY KEY ("coupon_id", "dealer_id")
);
--> statement-breakpoint
INSERT INTO "coupon_redemptions" ("coupon_id", "dealer_id", "order_id", "created_at")
SELECT DISTINCT ON ("coupon_id", "dealer_id") "coupon_id", "dealer_id", "id", coalesce("paid_at", "created_at")
FROM "orders" WHERE "status" = 'paid' AND "coupon_id" IS NOT NULL
ORDER BY "coupon_id", "dealer_id", "id";
--> statement-breakpoint
-- Secrets shared by every instance (the demo provider's signing key).
CREATE TABLE "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
