-- Ten times the data: a dealer's quotation list searched by the request's text read each quotation's
-- request (13,453 probes of submissions_pkey for the busiest dealer's cancelled quotations, 150-270 ms at 1,000,000
-- requests). The request's search text (lowercase, ~75 bytes: plate, chassis, model, make, part names; migration 0003)
-- is copied onto its quotations like its other facts (migration 0027), so the search reads the quotations alone.
ALTER TABLE "quotations" ADD COLUMN "request_search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotations_request_created_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.created_at, s.manufacturer_id, s.province_id, s.part_ids, s.search_text
    INTO NEW.request_created_at, NEW.request_manufacturer_id, NEW.request_province_id, NEW.request_part_ids, NEW.request_search_text
    FROM submissions s WHERE s.id = NEW.submission_id;
  NEW.request_part_ids := coalesce(NEW.request_part_ids, '{}'::integer[]);
  NEW.request_search_text := coalesce(NEW.request_search_text, '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS quotations_request_created ON quotations;
--> statement-breakpoint
CREATE TRIGGER quotations_request_created BEFORE INSERT OR UPDATE OF submission_id, request_created_at,
  request_manufacturer_id, request_province_id, request_part_ids, request_search_text ON quotations
  FOR EACH ROW EXECUTE FUNCTION quotations_request_created_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_request_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotations SET request_manufacturer_id = NEW.manufacturer_id, request_province_id = NEW.province_id,
    request_part_ids = NEW.part_ids, request_search_text = NEW.search_text WHERE submission_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS submissions_request_facts ON submissions;
--> statement-breakpoint
CREATE TRIGGER submissions_request_facts AFTER UPDATE OF manufacturer_id, province_id, part_ids, search_text ON submissions
  FOR EACH ROW WHEN (OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id OR OLD.province_id IS DISTINCT FROM NEW.province_id
    OR OLD.part_ids IS DISTINCT FROM NEW.part_ids OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION submissions_request_facts_trigger();
--> statement-breakpoint
ALTER TABLE "quotations" DISABLE TRIGGER quotations_request_created;
--> statement-breakpoint
UPDATE "quotations" q SET "request_search_text" = s.search_text FROM "submissions" s WHERE s.id = q.submission_id;
--> statement-breakpoint
ALTER TABLE "quotations" ENABLE TRIGGER quotations_request_created;
