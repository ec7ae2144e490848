-- Where a notification leads (issue 27): a quotation (target_id) or the wallet.
ALTER TABLE "notifications" ADD COLUMN "target_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_id" integer;
