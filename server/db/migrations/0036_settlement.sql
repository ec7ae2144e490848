-- Settlement (docs/payments-api.md, "Settlement"): the customer's online payment is a charge on behalf of the dealer,
-- the platform's fee taken at source; the dealer's share is held until the goods arrive plus PAYOUT_HOLD_DAYS, then
-- available, then paid out. The ledger (0035) stays the source of truth of the money: these tables say which sale and
-- which payout each movement belongs to, and ledger_reconciliation() now checks that they agree with it.
CREATE TABLE "payout_accounts" (
	"dealer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"provider" varchar(8) NOT NULL,
	-- The provider's id of the connected account (Stripe acct_…, PayPal merchant id, demo_acct_…); PayPal's partner
	-- referral is known by its tracking id until the seller finishes and PayPal names the merchant.
	"external_id" text,
	"tracking_id" text,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iban_last4" varchar(4),
	"schedule" varchar(8) DEFAULT 'weekly' NOT NULL,
	"minimum_cents" bigint DEFAULT 0 NOT NULL,
	-- The operator's "Blocca versamenti": nothing is paid out while set.
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_schedule_ck" CHECK ("schedule" IN ('daily', 'weekly')),
	CONSTRAINT "payout_accounts_minimum_ck" CHECK ("minimum_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_external_uq" ON "payout_accounts" ("provider", "external_id");--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"provider" varchar(8) NOT NULL,
	-- pending: booked in the ledger, not yet accepted by the provider (a restart retries it with the same key);
	-- in_transit: the provider accepted it; paid / failed: its webhook said so.
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_ck" CHECK ("amount_cents" > 0),
	CONSTRAINT "payouts_status_ck" CHECK ("status" IN ('pending', 'in_transit', 'paid', 'failed'))
);--> statement-breakpoint
CREATE INDEX "payouts_dealer_idx" ON "payouts" ("dealer_id", "id");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" ("status") WHERE "status" IN ('pending', 'in_transit');--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_external_uq" ON "payouts" ("provider", "external_id");--> statement-breakpoint
CREATE TABLE "settlement_sales" (
	"quotation_id" integer PRIMARY KEY NOT NULL REFERENCES "quotations"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"order_id" integer REFERENCES "orders"("id"),
	"gross_cents" bigint NOT NULL,
	-- The platform's fee taken at source, VAT included, and the VAT part of it.
	"fee_cents" bigint NOT NULL,
	"fee_vat_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	-- held: waiting for the goods and the protection window; available: can be paid out; in_payout: in a payout not yet
	-- paid; paid. A failed payout puts its sales back to available.
	"state" varchar(12) DEFAULT 'held' NOT NULL,
	-- Charged on the dealer's connected account (destination charge): its payout needs no transfer.
	"on_behalf" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"payout_id" integer REFERENCES "payouts"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_sales_net_ck" CHECK ("net_cents" = "gross_cents" - "fee_cents" AND "net_cents" >= 0),
	CONSTRAINT "settlement_sales_state_ck" CHECK ("state" IN ('held', 'available', 'in_payout', 'paid'))
);--> statement-breakpoint
CREATE INDEX "settlement_sales_dealer_idx" ON "settlement_sales" ("dealer_id", "created_at");--> statement-breakpoint
CREATE INDEX "settlement_sales_release_idx" ON "settlement_sales" ("available_at") WHERE "state" = 'held';--> statement-breakpoint
CREATE INDEX "settlement_sales_payout_idx" ON "settlement_sales" ("payout_id");--> statement-breakpoint
-- Online payments recorded before settlement were held whole (their fee came from the credits): they become held sales
-- with no fee at source, so the held balance and the sales agree from the start.
INSERT INTO "settlement_sales" ("quotation_id", "dealer_id", "order_id", "gross_cents", "fee_cents", "fee_vat_cents", "net_cents", "created_at")
	SELECT t."quotation_id", t."dealer_id", t."order_id", t."amount_cents", 0, 0, t."amount_cents", t."created_at"
	FROM "ledger_transactions" t WHERE t."kind" = 'customer_payment' AND t."quotation_id" IS NOT NULL
	ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The ledger's check also compares the settlement tables with the dealers' payable accounts: held and available
-- sales with payable_held and payable_available, open payouts with payout_in_transit.
CREATE OR REPLACE FUNCTION "ledger_reconciliation"()
RETURNS TABLE ("check_kind" text, "ref" text, "expected_cents" bigint, "actual_cents" bigint)
LANGUAGE sql STABLE AS $$
	SELECT 'account', a."code", COALESCE(s."total", 0)::bigint, a."balance_cents"
	FROM "ledger_accounts" a
	LEFT JOIN (SELECT "account_id", sum("amount_cents") AS "total" FROM "ledger_legs" GROUP BY "account_id") s
		ON s."account_id" = a."id"
	WHERE a."balance_cents" <> COALESCE(s."total", 0)
	UNION ALL
	SELECT 'transaction', t."id"::text, 0::bigint, COALESCE(sum(l."amount_cents"), 0)::bigint
	FROM "ledger_transactions" t LEFT JOIN "ledger_legs" l ON l."transaction_id" = t."id"
	GROUP BY t."id" HAVING COALESCE(sum(l."amount_cents"), 0) <> 0 OR count(l."id") = 0
	UNION ALL
	SELECT 'credits', u."id"::text, COALESCE(-a."balance_cents", 0)::bigint, round(u."credits" * 100)::bigint
	FROM "users" u LEFT JOIN "ledger_accounts" a ON a."kind" = 'dealer_credits' AND a."owner_id" = u."id"
	WHERE u."role" = 'dealer' AND round(u."credits" * 100) <> COALESCE(-a."balance_cents", 0)
	UNION ALL
	SELECT 'total', 'all', 0::bigint, COALESCE(sum("amount_cents"), 0)::bigint FROM "ledger_legs"
	HAVING COALESCE(sum("amount_cents"), 0) <> 0
	UNION ALL
	SELECT 'settlement:' || x."kind", x."dealer_id"::text, sum(x."expected")::bigint, COALESCE(-a."balance_cents", 0)::bigint
	FROM (
		SELECT "dealer_id", 'dealer_payable_held' AS "kind", sum("net_cents") AS "expected"
			FROM "settlement_sales" WHERE "state" = 'held' GROUP BY "dealer_id"
		UNION ALL
		SELECT "dealer_id", 'dealer_payable_available', sum("net_cents")
			FROM "settlement_sales" WHERE "state" = 'available' GROUP BY "dealer_id"
		UNION ALL
		SELECT "dealer_id", 'dealer_payout_in_transit', sum("amount_cents")
			FROM "payouts" WHERE "status" IN ('pending', 'in_transit') GROUP BY "dealer_id"
		UNION ALL
		SELECT a2."owner_id", a2."kind", 0 FROM "ledger_accounts" a2
			WHERE a2."kind" IN ('dealer_payable_held', 'dealer_payable_available', 'dealer_payout_in_transit')
	) x
	LEFT JOIN "ledger_accounts" a ON a."kind" = x."kind" AND a."owner_id" = x."dealer_id"
	GROUP BY x."kind", x."dealer_id", a."balance_cents"
	HAVING sum(x."expected") <> COALESCE(-a."balance_cents", 0)
$$;
--> statement-breakpoint
-- The dealer's connected account a customer order was charged on behalf of (destination charge), null when the
-- platform charged it itself (demo, or a dealer without an active payout account): its payout then needs a transfer.
ALTER TABLE "orders" ADD COLUMN "on_behalf_of" text;
