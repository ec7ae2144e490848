-- Company accounts: drafts kept on the server so a colleague can take one over, and who paid.
-- One draft per company and request (unique): the Bozze page offers one, and two would need a merge nobody can do.
-- `version` is the optimistic-concurrency counter a save must name; `editor_id` is the person editing it now.
CREATE TABLE "quotation_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"submission_id" integer NOT NULL REFERENCES "submissions"("id") ON DELETE cascade,
	"body" jsonb NOT NULL,
	"editor_id" integer REFERENCES "users"("id") ON DELETE set null,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_drafts_dealer_submission_uq" ON "quotation_drafts" ("dealer_id", "submission_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "paid_by" integer REFERENCES "users"("id") ON DELETE set null;
