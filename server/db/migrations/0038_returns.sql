-- After-sale (docs/after-sale.md, docs/adr/0029-returns.md): a customer's return of a delivered purchase, its refund
-- (once), the fee credited back to the dealer and the platform's credit note. A return is its own record beside the
-- quotation, with its own state machine (server/domain/return-state.ts).
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"customer_id" integer NOT NULL REFERENCES "users"("id"),
	"state" varchar(12) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	-- What the rows returned are worth (VAT included, with the shipping when every piece goes back).
	"amount_cents" bigint NOT NULL,
	-- The buyer had a VAT number when asking: the dealer's policy applied instead of the 14 days.
	"business_buyer" boolean DEFAULT false NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer REFERENCES "users"("id") ON DELETE set null,
	"auto_accepted" boolean DEFAULT false NOT NULL,
	"refuse_reason" text,
	-- The return label (demo courier), made on acceptance.
	"label_courier" varchar(16),
	"label_tracking" text,
	"label_pdf" bytea,
	"received_at" timestamp with time zone,
	"received_by" integer REFERENCES "users"("id") ON DELETE set null,
	"received_condition" varchar(12),
	"received_note" text,
	"refunded_at" timestamp with time zone,
	"refund_amount_cents" bigint,
	"refund_method" varchar(12),
	"refund_note" text,
	"fee_credit_cents" bigint,
	"closed_at" timestamp with time zone,
	-- Where the sale's settlement was when the return froze it: 'held' (its release waits) or 'available' (moved back
	-- to held); null when nothing was frozen (an offline sale, or a share already paid out).
	"frozen_from" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_state_ck" CHECK ("state" IN ('requested', 'accepted', 'refused', 'received', 'refunded', 'closed', 'cancelled')),
	CONSTRAINT "returns_reason_ck" CHECK ("reason" IN ('non_compatibile', 'difettoso', 'danneggiato_trasporto', 'diverso_descrizione', 'ripensamento')),
	CONSTRAINT "returns_condition_ck" CHECK ("received_condition" IS NULL OR "received_condition" IN ('intact', 'opened', 'used', 'damaged', 'incomplete')),
	CONSTRAINT "returns_method_ck" CHECK ("refund_method" IS NULL OR "refund_method" IN ('provider', 'bonifico', 'contanti', 'carta', 'assegno', 'altro')),
	CONSTRAINT "returns_amount_ck" CHECK ("amount_cents" > 0),
	CONSTRAINT "returns_refund_ck" CHECK (("state" = 'refunded') = ("refund_amount_cents" IS NOT NULL))
);--> statement-breakpoint
-- One return in the works per purchase: a second "Richiedi reso" waits until the first is settled.
CREATE UNIQUE INDEX "returns_open_quotation_uq" ON "returns" ("quotation_id") WHERE "state" IN ('requested', 'accepted', 'received');--> statement-breakpoint
CREATE INDEX "returns_dealer_idx" ON "returns" ("dealer_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" ("customer_id", "created_at" DESC);--> statement-breakpoint
-- What the auto-accept sweep reads.
CREATE INDEX "returns_due_idx" ON "returns" ("answer_due_at") WHERE "state" = 'requested';--> statement-breakpoint
CREATE TABLE "return_rows" (
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"quotation_row_id" integer NOT NULL REFERENCES "quotation_rows"("id"),
	"quantity" integer NOT NULL,
	-- Per piece, VAT included, as sold.
	"unit_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "return_rows_pk" PRIMARY KEY ("return_id", "quotation_row_id"),
	CONSTRAINT "return_rows_quantity_ck" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE INDEX "return_rows_row_idx" ON "return_rows" ("quotation_row_id");--> statement-breakpoint
-- The timeline, and the log of every decision (who, when, why).
CREATE TABLE "return_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"kind" varchar(20) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE set null,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_events_actor_ck" CHECK ("actor" IN ('customer', 'dealer', 'operator', 'system'))
);--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" ("return_id", "id");--> statement-breakpoint
-- A refund, exactly once: claimed here (pending) before the provider is asked, with an idempotency key that every
-- retry repeats, completed in the transaction that records its effects. A crash in between leaves a pending row that
-- the sweep completes with the same key: the provider never refunds twice, the ledger never posts twice.
CREATE TABLE "return_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"method" varchar(12) NOT NULL,
	"note" text,
	-- 'dealer' (Rimborsa / Rimborsato) or 'dispute' (the operator's decision).
	"source" varchar(8) NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE set null,
	"order_id" integer REFERENCES "orders"("id"),
	"idempotency_key" text NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "return_refunds_status_ck" CHECK ("status" IN ('pending', 'done', 'failed')),
	CONSTRAINT "return_refunds_source_ck" CHECK ("source" IN ('dealer', 'dispute')),
	CONSTRAINT "return_refunds_amount_ck" CHECK ("amount_cents" > 0),
	CONSTRAINT "return_refunds_key_uq" UNIQUE ("idempotency_key")
);--> statement-breakpoint
CREATE UNIQUE INDEX "return_refunds_live_uq" ON "return_refunds" ("return_id") WHERE "status" <> 'failed';--> statement-breakpoint
CREATE INDEX "return_refunds_pending_idx" ON "return_refunds" ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
-- The platform's credit note (FatturaPA TD04) for the fee credited back, referring to the invoice that billed it.
-- Numbered in its own series (issuer -1 of invoice_counters), gapless as the invoices are. 'waiting': the original
-- invoice is not issued yet; the sweep issues the note once it is.
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id"),
	"fee_credit_cents" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"original_invoice_id" integer REFERENCES "invoices"("id"),
	"year" integer,
	"number" integer,
	"issued_on" date,
	"file_name" varchar(40),
	"taxable_cents" bigint,
	"tax_cents" bigint,
	"total_cents" bigint,
	"xml" bytea,
	"pdf" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_status_ck" CHECK ("status" IN ('waiting', 'issued')),
	CONSTRAINT "credit_notes_issued_ck" CHECK ("status" = 'waiting' OR ("number" IS NOT NULL AND "xml" IS NOT NULL AND "original_invoice_id" IS NOT NULL)),
	CONSTRAINT "credit_notes_return_uq" UNIQUE ("return_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" ("year", "number");--> statement-breakpoint
CREATE INDEX "credit_notes_waiting_idx" ON "credit_notes" ("id") WHERE "status" = 'waiting';--> statement-breakpoint
-- The dealer's policy for buyers with a VAT number (consumers always have 14 days from delivery).
CREATE TABLE "return_policies" (
	"dealer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"business_return_days" integer DEFAULT 14 NOT NULL,
	"business_terms" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_policies_days_ck" CHECK ("business_return_days" BETWEEN 0 AND 90)
);
