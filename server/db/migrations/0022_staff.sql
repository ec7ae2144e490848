-- Company accounts: a dealer's people log in with their own email and password and act for the dealer
-- (company_id) with one role; invitations are one-time links; quotations remember who sent and who shipped them.
ALTER TABLE "users" ADD COLUMN "company_id" integer REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" ("company_id") WHERE "company_id" is not null;--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" varchar(64) NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" ("user_id");--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "sent_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "shipped_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "shipped_at" timestamp with time zone;
