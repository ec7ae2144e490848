-- Dealer intelligence at scale: facts the statistics and the price memory would otherwise join for,
-- copied where they are read and kept by triggers so that every writer (send, seeds, SQL by hand) leaves them right.
-- submission_area_days: requests per Italian day of creation and province (0 = none), every state included: the
-- "requests received" of a dealer without coverage is a sum here instead of a count over ~100,000 requests.
CREATE TABLE "submission_area_days" (
	"day" date NOT NULL,
	"province_id" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_area_days_pk" PRIMARY KEY ("day", "province_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_area_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_area_days AS d (day, province_id, requests)
      SELECT (created_at AT TIME ZONE 'Europe/Rome')::date, coalesce(province_id, 0), count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (day, province_id) DO UPDATE SET requests = d.requests + excluded.requests;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_area_days AS d (day, province_id, requests)
      SELECT (created_at AT TIME ZONE 'Europe/Rome')::date, coalesce(province_id, 0), -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (day, province_id) DO UPDATE SET requests = d.requests + excluded.requests;
  ELSE
    INSERT INTO submission_area_days AS d (day, province_id, requests)
      SELECT day, province_id, sum(delta) FROM (
        SELECT (created_at AT TIME ZONE 'Europe/Rome')::date AS day, coalesce(province_id, 0) AS province_id, -1 AS delta FROM old_rows
        UNION ALL
        SELECT (created_at AT TIME ZONE 'Europe/Rome')::date, coalesce(province_id, 0), 1 FROM new_rows) changes
      GROUP BY day, province_id HAVING sum(delta) <> 0
    ON CONFLICT (day, province_id) DO UPDATE SET requests = d.requests + excluded.requests;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_area_days_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_area_days_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_area_days_update AFTER UPDATE ON submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_area_days_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_area_days_delete AFTER DELETE ON submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_area_days_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_area_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_area_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_area_days_truncate AFTER TRUNCATE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION submission_area_days_truncate();
--> statement-breakpoint
INSERT INTO submission_area_days (day, province_id, requests)
  SELECT (created_at AT TIME ZONE 'Europe/Rome')::date, coalesce(province_id, 0), count(*) FROM submissions GROUP BY 1, 2;
--> statement-breakpoint
-- quotations.request_created_at: its request's created_at (never changes), so the all-dealer median response time is
-- an index-only range of the quotations instead of ~30,000 quotations joined to their requests.
ALTER TABLE "quotations" ADD COLUMN "request_created_at" timestamp with time zone;
--> statement-breakpoint
-- quotation_rows.dealer_id and part_id: the quotation's dealer and the requested row's part, so the price memory reads
-- one index range instead of the dealer's quotations joined to the requests naming the part.
ALTER TABLE "quotation_rows" ADD COLUMN "dealer_id" integer;
--> statement-breakpoint
ALTER TABLE "quotation_rows" ADD COLUMN "part_id" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotations_request_created_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.created_at INTO NEW.request_created_at FROM submissions s WHERE s.id = NEW.submission_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotations_request_created BEFORE INSERT OR UPDATE OF submission_id, request_created_at ON quotations
  FOR EACH ROW EXECUTE FUNCTION quotations_request_created_trigger();
--> statement-breakpoint
-- A request's created_at is not meant to change; when it does (SQL by hand, tests), its quotations follow.
CREATE OR REPLACE FUNCTION submissions_created_at_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotations SET request_created_at = NEW.created_at WHERE submission_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_created_at AFTER UPDATE OF created_at ON submissions
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION submissions_created_at_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotation_rows_owner_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT q.dealer_id INTO NEW.dealer_id FROM quotations q WHERE q.id = NEW.quotation_id;
  SELECT r.part_id INTO NEW.part_id FROM submission_rows r WHERE r.id = NEW.submission_row_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotation_rows_owner BEFORE INSERT OR UPDATE OF quotation_id, submission_row_id, dealer_id, part_id ON quotation_rows
  FOR EACH ROW EXECUTE FUNCTION quotation_rows_owner_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submission_rows_part_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotation_rows SET part_id = NEW.part_id WHERE submission_row_id = NEW.id AND part_id IS DISTINCT FROM NEW.part_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submission_rows_part AFTER UPDATE OF part_id ON submission_rows
  FOR EACH ROW EXECUTE FUNCTION submission_rows_part_trigger();
--> statement-breakpoint
UPDATE "quotations" q SET "request_created_at" = s.created_at FROM "submissions" s WHERE s.id = q.submission_id;
--> statement-breakpoint
UPDATE "quotation_rows" qr SET "dealer_id" = q.dealer_id FROM "quotations" q WHERE q.id = qr.quotation_id;
--> statement-breakpoint
-- The response time in minutes as the statistics define it (numeric, cast as percentile_cont casts it), computed once.
ALTER TABLE "quotations" ADD COLUMN "response_minutes" double precision
  GENERATED ALWAYS AS ((extract(epoch from (created_at - request_created_at)) / 60)::double precision) STORED;
--> statement-breakpoint
CREATE INDEX "quotations_request_created_idx" ON "quotations" USING btree ("request_created_at") INCLUDE ("response_minutes");
--> statement-breakpoint
-- quotation_response_version: bumped by every statement that can change the response times (a quotation inserted or
-- deleted, its created_at or request_created_at changed), so a cached all-dealer median can be checked against it
-- by any instance (server/cache/response-median.ts).
CREATE TABLE "quotation_response_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "quotation_response_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotation_response_version_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotation_response_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotations_response_version AFTER INSERT OR DELETE OR UPDATE OF created_at, request_created_at OR TRUNCATE ON quotations
  FOR EACH STATEMENT EXECUTE FUNCTION quotation_response_version_trigger();
--> statement-breakpoint
CREATE INDEX "quotation_rows_dealer_part_idx" ON "quotation_rows" USING btree ("dealer_id", "part_id");
