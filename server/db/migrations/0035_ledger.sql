-- A double-entry ledger, the source of truth of every money movement (docs/payments-api.md, "Ledger"). Amounts are
-- integer cents; a leg's amount is positive on the debit side and negative on the credit side, and the legs of one
-- transaction sum to 0 (checked by the database at commit). Transactions and legs are append-only: a correction is a
-- reversing entry. Balances are materialized on the accounts (and, for a dealer's credits, on users.credits) by the
-- insert trigger of the legs, and ledger_reconciliation() compares them with the sum of the legs.
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"owner_id" integer,
	"normal" smallint NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_code_uq" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_normal_ck" CHECK ("normal" IN (1, -1))
);--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" varchar(24) NOT NULL,
	"dealer_id" integer,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"quotation_id" integer,
	"order_id" integer,
	"fee_id" integer,
	"operator_id" integer,
	"reason" text,
	"event_id" text,
	"reverses_id" integer REFERENCES "ledger_transactions"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_uq" UNIQUE("key")
);--> statement-breakpoint
CREATE INDEX "ledger_transactions_dealer_idx" ON "ledger_transactions" ("dealer_id", "id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" ("order_id");--> statement-breakpoint
CREATE TABLE "ledger_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL REFERENCES "ledger_transactions"("id"),
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id"),
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	CONSTRAINT "ledger_legs_amount_ck" CHECK ("amount_cents" <> 0)
);--> statement-breakpoint
CREATE INDEX "ledger_legs_transaction_idx" ON "ledger_legs" ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_legs_account_idx" ON "ledger_legs" ("account_id", "id");--> statement-breakpoint
-- The platform's own accounts.
INSERT INTO "ledger_accounts" ("code", "kind", "normal") VALUES
	('platform:provider_clearing', 'provider_clearing', 1),
	('platform:revenue', 'revenue', -1),
	('platform:vat', 'vat', -1),
	('platform:promotions', 'promotions', 1),
	('platform:refunds', 'refunds', 1),
	('platform:suspense', 'suspense', -1),
	('platform:opening', 'opening', 1);--> statement-breakpoint
-- Every dealer's credits account; the history of the credit register that came before the ledger (operator
-- adjustments and refunds) becomes transactions, preceded by an opening balance that makes the account end where
-- users.credits stands.
INSERT INTO "ledger_accounts" ("code", "kind", "owner_id", "normal")
	SELECT 'dealer:' || "id" || ':credits', 'dealer_credits', "id", -1 FROM "users" WHERE "role" = 'dealer';--> statement-breakpoint
INSERT INTO "ledger_transactions" ("key", "kind", "dealer_id", "amount_cents", "created_at")
	SELECT 'opening:' || u."id", 'opening', u."id",
		round(u."credits" * 100)::bigint - COALESCE((SELECT sum(round(c."delta" * 100)) FROM "credit_ledger" c WHERE c."dealer_id" = u."id"), 0)::bigint,
		LEAST(u."created_at", COALESCE((SELECT min(c."created_at") FROM "credit_ledger" c WHERE c."dealer_id" = u."id"), u."created_at"))
	FROM "users" u
	WHERE u."role" = 'dealer'
		AND round(u."credits" * 100) <> COALESCE((SELECT sum(round(c."delta" * 100)) FROM "credit_ledger" c WHERE c."dealer_id" = u."id"), 0);--> statement-breakpoint
INSERT INTO "ledger_transactions" ("key", "kind", "dealer_id", "amount_cents", "order_id", "operator_id", "reason", "created_at")
	SELECT 'credit-ledger:' || c."id", c."kind", c."dealer_id", round(c."delta" * 100)::bigint, c."order_id", c."operator_id", c."reason", c."created_at"
	FROM "credit_ledger" c WHERE c."delta" <> 0 ORDER BY c."created_at", c."id";--> statement-breakpoint
-- Two legs per migrated transaction: the dealer's credits (credit side when they grew) and its counterpart.
WITH moves AS (
	SELECT t."id" AS tid, t."kind", t."created_at",
		a."id" AS credits_account,
		t."amount_cents" AS grew
	FROM "ledger_transactions" t
	JOIN "ledger_accounts" a ON a."code" = 'dealer:' || t."dealer_id" || ':credits'
), legs AS (
	SELECT tid, credits_account AS account_id, -grew AS amount_cents, 0 AS side, created_at FROM moves WHERE grew <> 0
	UNION ALL
	SELECT tid, (SELECT "id" FROM "ledger_accounts" WHERE "code" = CASE moves."kind"
			WHEN 'opening' THEN 'platform:opening' WHEN 'refund' THEN 'platform:refunds' ELSE 'platform:promotions' END),
		grew, 1, created_at FROM moves WHERE grew <> 0
)
INSERT INTO "ledger_legs" ("transaction_id", "account_id", "amount_cents", "balance_after_cents")
	SELECT tid, account_id, amount_cents,
		sum(amount_cents) OVER (PARTITION BY account_id ORDER BY created_at, tid, side ROWS UNBOUNDED PRECEDING)
	FROM legs ORDER BY created_at, tid, side;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_cents" = s."total"
	FROM (SELECT "account_id", sum("amount_cents") AS "total" FROM "ledger_legs" GROUP BY "account_id") s
	WHERE s."account_id" = a."id";--> statement-breakpoint
-- The old register stays readable under its name, as a view of the ledger's adjustments and refunds.
DROP TABLE "credit_ledger";--> statement-breakpoint
CREATE VIEW "credit_ledger" AS
	SELECT t."id", t."dealer_id", t."kind", (-l."amount_cents")::numeric / 100 AS "delta",
		(-l."balance_after_cents")::numeric / 100 AS "balance_after", COALESCE(t."reason", '') AS "reason",
		t."operator_id", t."order_id", t."created_at"
	FROM "ledger_transactions" t
	JOIN "ledger_legs" l ON l."transaction_id" = t."id"
	JOIN "ledger_accounts" a ON a."id" = l."account_id" AND a."kind" = 'dealer_credits'
	WHERE t."kind" IN ('adjustment', 'refund');--> statement-breakpoint
-- A leg moves its account's materialized balance (the account row's lock orders concurrent legs) and records the
-- balance after it; a leg of a dealer's credits moves users.credits by the same amount, so the wallet, the
-- console's sort and every guard read one balance. users.credits never goes below zero (the check below).
CREATE FUNCTION "ledger_leg_post"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	account_kind varchar;
	account_owner integer;
BEGIN
	UPDATE "ledger_accounts" SET "balance_cents" = "balance_cents" + NEW."amount_cents"
		WHERE "id" = NEW."account_id"
		RETURNING "balance_cents", "kind", "owner_id" INTO NEW."balance_after_cents", account_kind, account_owner;
	IF account_kind = 'dealer_credits' THEN
		UPDATE "users" SET "credits" = "credits" - NEW."amount_cents"::numeric / 100 WHERE "id" = account_owner;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_legs_post" BEFORE INSERT ON "ledger_legs" FOR EACH ROW EXECUTE FUNCTION "ledger_leg_post"();--> statement-breakpoint
-- Balanced by the database: at commit, the legs of every transaction touched sum to 0, and a transaction has legs.
CREATE FUNCTION "ledger_assert_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tid integer;
	total bigint;
	legs integer;
BEGIN
	IF TG_TABLE_NAME = 'ledger_legs' THEN
		tid := NEW."transaction_id";
	ELSE
		tid := NEW."id";
	END IF;
	SELECT COALESCE(sum("amount_cents"), 0), count(*) INTO total, legs FROM "ledger_legs" WHERE "transaction_id" = tid;
	IF total <> 0 OR legs = 0 THEN
		RAISE EXCEPTION 'ledger transaction % is unbalanced: % legs summing to % cents', tid, legs, total
			USING ERRCODE = '23514';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_legs_balanced" AFTER INSERT ON "ledger_legs" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "ledger_assert_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "ledger_assert_balanced"();--> statement-breakpoint
-- Append-only: a posted transaction or leg is never changed or removed.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only: % on % refused (post a reversing entry)', TG_OP, TG_TABLE_NAME
		USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_legs_append_only" BEFORE UPDATE OR DELETE ON "ledger_legs"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credits_not_negative" CHECK ("credits" >= 0) NOT VALID;--> statement-breakpoint
-- Reconciliation: every disagreement between what is materialized and what the legs say (no row: all clean).
CREATE FUNCTION "ledger_reconciliation"()
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
$$;
