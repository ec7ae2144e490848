ALTER TABLE "conversations" ADD COLUMN "extended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "manufacturer_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "part_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_dealer_frozen_idx" ON "conversations" USING btree ("dealer_id","submission_id") WHERE frozen_since is not null;--> statement-breakpoint
CREATE INDEX "conversations_dealer_extended_idx" ON "conversations" USING btree ("dealer_id","extended_until","submission_id") WHERE extended_until is not null;--> statement-breakpoint
CREATE INDEX "submissions_vehicle_idx" ON "submissions" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "submissions_open_state_idx" ON "submissions" USING btree ("deadline_at","province_id","is_outlet","id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "submissions_province_state_idx" ON "submissions" USING btree ("province_id","deadline_at") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "submissions_list_idx" ON "submissions" USING btree ("created_at","id","deadline_at","province_id","is_outlet") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "submissions_manufacturer_idx" ON "submissions" USING btree ("manufacturer_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_part_ids_idx" ON "submissions" USING gin ("part_ids");--> statement-breakpoint
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ("search_text" gin_trgm_ops);