-- submission_deadline_days: not-closed requests per UTC day of their deadline, kept here by statement triggers
-- on submissions, for the expired counters (server/domain/submission-state.ts, listCountSql).
CREATE OR REPLACE FUNCTION submission_deadline_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_deadline_days AS d (day, requests)
      SELECT (deadline_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows WHERE closed_at IS NULL GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET requests = d.requests + excluded.requests;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_deadline_days AS d (day, requests)
      SELECT (deadline_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows WHERE closed_at IS NULL GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET requests = d.requests + excluded.requests;
  ELSE
    INSERT INTO submission_deadline_days AS d (day, requests)
      SELECT day, sum(delta) FROM (
        SELECT (deadline_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta FROM old_rows WHERE closed_at IS NULL
        UNION ALL
        SELECT (deadline_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows WHERE closed_at IS NULL) changes
      GROUP BY day HAVING sum(delta) <> 0
    ON CONFLICT (day) DO UPDATE SET requests = d.requests + excluded.requests;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_deadline_days_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_deadline_days_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_deadline_days_update AFTER UPDATE ON submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_deadline_days_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_deadline_days_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_deadline_days_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_deadline_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_deadline_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_deadline_days_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_deadline_days_truncate();
--> statement-breakpoint
DELETE FROM submission_deadline_days;
--> statement-breakpoint
INSERT INTO submission_deadline_days (day, requests)
  SELECT (deadline_at AT TIME ZONE 'UTC')::date, count(*) FROM submissions WHERE closed_at IS NULL GROUP BY 1;
