ALTER TABLE "users" ADD COLUMN "reset_password_hash" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_password_expires_at" timestamp with time zone;
