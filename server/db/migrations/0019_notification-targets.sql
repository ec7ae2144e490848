-- Where a notification leads: a quotation (target_id) or the wallet.
ALTER TABLE "notifications" ADD COLUMN "target_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_id" integer;
