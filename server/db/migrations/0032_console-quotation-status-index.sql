-- The console's quotations of one status, newest first: the complete ones are 7% of 300,000 at 1,000,000
-- requests, and the newest 25 were a backward walk of quotations_created_idx past ~14,000 others (259 ms), their
-- capped total a scan of 165,000 rows (172 ms). Both are one range of this index now.
CREATE INDEX IF NOT EXISTS "quotations_status_created_idx" ON "quotations" USING btree ("status", "created_at", "id");
