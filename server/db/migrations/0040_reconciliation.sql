-- Reconciliation with the payment provider, the demo provider's own books, the monthly invoice of the fees taken at
-- source, and the indexes settlement needs at scale (docs/payments-api.md "Reconciliation", docs/invoices.md,
-- docs/performance.md "Settlement at scale").
--
-- The demo provider's books: what the offline provider itself did (a card charged, a refund, a payout sent to the
-- dealer's bank), written by the demo provider as it acts, before its event reaches our webhook. The reconciliation
-- compares the ledger with these records as it compares it with Stripe's balance transactions and payouts.
CREATE TABLE "demo_provider_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	-- The demo's id of the movement (its payment intent, refund or payout id).
	"external_id" text NOT NULL,
	-- What the demo carries of ours, as a provider's metadata would: the order paid or refunded, the payout.
	"order_id" integer,
	"payout_id" integer,
	"account" text,
	"amount_cents" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_records_kind_ck" CHECK ("kind" IN ('payment', 'refund', 'payout')),
	CONSTRAINT "demo_provider_records_status_ck" CHECK ("status" IN ('paid', 'in_transit', 'failed')),
	CONSTRAINT "demo_provider_records_amount_ck" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "demo_provider_records_external_uq" ON "demo_provider_records" ("kind", "external_id");--> statement-breakpoint
CREATE INDEX "demo_provider_records_created_idx" ON "demo_provider_records" ("created_at");--> statement-breakpoint
-- One reconciliation run: the period it covers, what each side held, every disagreement found. The daily run is one
-- per provider and day (the unique index below: two instances racing for it insert one row); an operator's run
-- ("Esegui ora") adds a row of its own.
CREATE TABLE "reconciliation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	-- Items compared on each side, by kind: { "payment": { "ledger": n, "provider": n }, … }.
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- The disagreements (at most 1,000 kept; discrepancy_count has them all).
	"discrepancies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discrepancy_count" integer DEFAULT 0 NOT NULL,
	-- What this provider could not be compared on (Italian, as the console shows it).
	"limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_reports_status_ck" CHECK ("status" IN ('running', 'clean', 'discrepancies', 'failed')),
	CONSTRAINT "reconciliation_reports_period_ck" CHECK ("period_to" > "period_from")
);--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_reports_daily_uq" ON "reconciliation_reports" ("provider", "period_from") WHERE "automatic";--> statement-breakpoint
-- The monthly invoice of the fees taken at source from a dealer's online sales: one per dealer and month.
ALTER TABLE "invoices" ADD COLUMN "fee_month" date;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK (
	("kind" = 'sale' AND "quotation_id" IS NOT NULL AND "order_id" IS NULL AND "fee_month" IS NULL)
	OR ("kind" = 'order' AND "order_id" IS NOT NULL AND "quotation_id" IS NULL AND "fee_month" IS NULL)
	OR ("kind" = 'fees' AND "fee_month" IS NOT NULL AND "quotation_id" IS NULL AND "order_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fee_month_uq" ON "invoices" ("dealer_id", "fee_month") WHERE "fee_month" IS NOT NULL;--> statement-breakpoint
-- At scale (docs/performance.md, "Settlement at scale"): a dealer's balances are read from its accounts, found by owner
-- (not by scanning every account); a dealer's Incassi releases its own held sales whose window passed (the per-dealer
-- release reads this index instead of every dealer's due sales); a page of a dealer's sales is found on the index
-- alone, however deep (it replaces the dealer-and-time index, which it covers); the payout run sums each dealer's
-- available sales from an index. The daily reconciliation and the monthly fee invoices read their period without an
-- index of their own: a scan once a day or a month costs less than one more index on every movement and sale.
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" ("owner_id", "kind") WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "settlement_sales_dealer_release_idx" ON "settlement_sales" ("dealer_id", "available_at") WHERE "state" = 'held';--> statement-breakpoint
CREATE INDEX "settlement_sales_dealer_page_idx" ON "settlement_sales" ("dealer_id", "created_at", "quotation_id");--> statement-breakpoint
DROP INDEX "settlement_sales_dealer_idx";--> statement-breakpoint
CREATE INDEX "settlement_sales_available_idx" ON "settlement_sales" ("dealer_id") INCLUDE ("net_cents") WHERE "state" = 'available';
