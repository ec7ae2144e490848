-- submission_open_totals: requests not closed per province (0 = none) and outlet, kept here by statement triggers
-- on submissions, for the ping's shared totals (server/repositories/ping.ts). Counting them took a scan of every
-- request not closed — 227 ms at 1,000,000 requests, on every instance, after every new request: the
-- live inbox queued behind it. Reading this table takes a few rows.
CREATE TABLE "submission_open_totals" (
	"province_id" integer NOT NULL,
	"is_outlet" boolean NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_open_totals_pk" PRIMARY KEY ("province_id", "is_outlet")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_open_totals_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_open_totals AS t (province_id, is_outlet, requests)
      SELECT coalesce(province_id, 0), is_outlet, count(*) FROM new_rows WHERE closed_at IS NULL GROUP BY 1, 2
    ON CONFLICT (province_id, is_outlet) DO UPDATE SET requests = t.requests + excluded.requests;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_open_totals AS t (province_id, is_outlet, requests)
      SELECT coalesce(province_id, 0), is_outlet, -count(*) FROM old_rows WHERE closed_at IS NULL GROUP BY 1, 2
    ON CONFLICT (province_id, is_outlet) DO UPDATE SET requests = t.requests + excluded.requests;
  ELSE
    INSERT INTO submission_open_totals AS t (province_id, is_outlet, requests)
      SELECT province, outlet, sum(delta) FROM (
        SELECT coalesce(province_id, 0) AS province, is_outlet AS outlet, -1 AS delta FROM old_rows WHERE closed_at IS NULL
        UNION ALL
        SELECT coalesce(province_id, 0), is_outlet, 1 FROM new_rows WHERE closed_at IS NULL) changes
      GROUP BY province, outlet HAVING sum(delta) <> 0
    ON CONFLICT (province_id, is_outlet) DO UPDATE SET requests = t.requests + excluded.requests;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_open_totals_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_open_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_open_totals_update AFTER UPDATE ON submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_open_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_open_totals_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_open_totals_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_open_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_open_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_open_totals_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_open_totals_truncate();
--> statement-breakpoint
INSERT INTO submission_open_totals (province_id, is_outlet, requests)
  SELECT coalesce(province_id, 0), is_outlet, count(*) FROM submissions WHERE closed_at IS NULL GROUP BY 1, 2;
