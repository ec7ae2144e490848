-- The goods reached the customer: when, who recorded it (the customer, or the dealer's person) and how. The customer's
-- "Ho ricevuto il ricambio" is 'received'; a dealer marks an offline sale 'delivered' or 'collected'. A rating of the
-- dealer needs it, unless an online sale was shipped with a tracking code.
ALTER TABLE "quotations" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "delivered_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "delivery_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_delivery_kind_check"
  CHECK ("delivery_kind" in ('received', 'delivered', 'collected'));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_delivery_pair_check"
  CHECK (("delivered_at" is null) = ("delivery_kind" is null));
