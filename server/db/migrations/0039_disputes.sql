-- Disputes (docs/after-sale.md): the customer's "Apri controversia" on a refused return, or one accepted and not
-- refunded in time; the operator decides (full, partial or no refund), once. Its own record and state machine
-- (server/domain/dispute-state.ts); one per return.
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"customer_id" integer NOT NULL REFERENCES "users"("id"),
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"text" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" varchar(8),
	"decided_amount_cents" bigint,
	"decision_note" text,
	"decided_by" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_state_ck" CHECK ("state" IN ('open', 'decided', 'resolved')),
	CONSTRAINT "disputes_outcome_ck" CHECK ("outcome" IS NULL OR "outcome" IN ('full', 'partial', 'none')),
	CONSTRAINT "disputes_decided_ck" CHECK (("state" = 'decided') = ("outcome" IS NOT NULL)),
	CONSTRAINT "disputes_return_uq" UNIQUE ("return_id")
);--> statement-breakpoint
CREATE INDEX "disputes_queue_idx" ON "disputes" ("state", "created_at");--> statement-breakpoint
CREATE INDEX "disputes_dealer_idx" ON "disputes" ("dealer_id", "created_at");
