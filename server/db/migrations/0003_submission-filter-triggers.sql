-- Dashboard filter columns of submissions (manufacturer_id, part_ids, search_text), kept by triggers so that
-- every writer (seed, customer API, SQL by hand) leaves them right. See server/domain/submission-state.ts.
CREATE OR REPLACE FUNCTION refresh_submission_filters(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE picked AS (SELECT DISTINCT unnest(ids) AS id),
  -- Every part with itself and each category above it.
  ancestry(part_id, ancestor_id) AS (
    SELECT p.id, p.id FROM parts p
    UNION
    SELECT a.part_id, p.part_parent_id FROM ancestry a JOIN parts p ON p.id = a.ancestor_id WHERE p.part_parent_id IS NOT NULL),
  row_facts AS (
    SELECT r.submission_id,
           array_agg(DISTINCT a.ancestor_id ORDER BY a.ancestor_id) AS part_ids
    FROM picked JOIN submission_rows r ON r.submission_id = picked.id JOIN ancestry a ON a.part_id = r.part_id
    GROUP BY r.submission_id),
  row_names AS (
    SELECT r.submission_id, string_agg(p.name, E'\n' ORDER BY r.id) AS names
    FROM picked JOIN submission_rows r ON r.submission_id = picked.id JOIN parts p ON p.id = r.part_id
    GROUP BY r.submission_id),
  facts AS (
    SELECT s.id, v.manufacturer_id, coalesce(f.part_ids, '{}') AS part_ids,
           lower(concat_ws(E'\n', v.plate, v.chassis, v.model, m.name, n.names)) AS search_text
    FROM picked JOIN submissions s ON s.id = picked.id JOIN vehicles v ON v.id = s.vehicle_id
    LEFT JOIN manufacturers m ON m.id = v.manufacturer_id
    LEFT JOIN row_facts f ON f.submission_id = s.id LEFT JOIN row_names n ON n.submission_id = s.id)
  UPDATE submissions s SET manufacturer_id = facts.manufacturer_id, part_ids = facts.part_ids, search_text = facts.search_text
  FROM facts WHERE s.id = facts.id
    AND (s.manufacturer_id, s.part_ids, s.search_text) IS DISTINCT FROM (facts.manufacturer_id, facts.part_ids, facts.search_text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_filters_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'submissions' AND TG_LEVEL = 'ROW' THEN
    PERFORM refresh_submission_filters(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'submissions' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_TABLE_NAME = 'submission_rows' AND TG_OP = 'INSERT' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT DISTINCT submission_id FROM new_rows));
  ELSIF TG_TABLE_NAME = 'submission_rows' AND TG_OP = 'DELETE' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT DISTINCT submission_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'submission_rows' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT submission_id FROM new_rows UNION SELECT submission_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'vehicles' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT s.id FROM submissions s WHERE s.vehicle_id IN (SELECT id FROM new_rows)));
  ELSIF TG_TABLE_NAME = 'manufacturers' THEN
    PERFORM refresh_submission_filters(ARRAY(SELECT s.id FROM submissions s WHERE s.manufacturer_id IN (SELECT id FROM new_rows)));
  ELSIF TG_TABLE_NAME = 'parts' THEN
    -- part_ids holds every ancestor: a renamed or moved part or category is in the part_ids of all it affects.
    PERFORM refresh_submission_filters(ARRAY(SELECT s.id FROM submissions s WHERE s.part_ids && ARRAY(SELECT id FROM new_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submissions_filters_insert AFTER INSERT ON submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_filters_vehicle AFTER UPDATE OF vehicle_id ON submissions
  FOR EACH ROW EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER submission_rows_filters_insert AFTER INSERT ON submission_rows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER submission_rows_filters_update AFTER UPDATE ON submission_rows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER submission_rows_filters_delete AFTER DELETE ON submission_rows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER vehicles_filters_update AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER manufacturers_filters_update AFTER UPDATE ON manufacturers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
CREATE TRIGGER parts_filters_update AFTER UPDATE ON parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_filters_trigger();
--> statement-breakpoint
SELECT refresh_submission_filters(ARRAY(SELECT id FROM submissions));
--> statement-breakpoint
-- conversations.extended_until = the request's deadline_at + paused_ms (null without pause): the conversations
-- that keep a request open past its deadline are then an index range (server/domain/submission-state.ts).
CREATE OR REPLACE FUNCTION conversations_extended_until_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'conversations' THEN
    NEW.extended_until := CASE WHEN NEW.paused_ms > 0 THEN
      (SELECT s.deadline_at FROM submissions s WHERE s.id = NEW.submission_id) + NEW.paused_ms * interval '1 millisecond' END;
    RETURN NEW;
  END IF;
  UPDATE conversations c SET extended_until = NEW.deadline_at + c.paused_ms * interval '1 millisecond'
  WHERE c.submission_id = NEW.id AND c.paused_ms > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_extended_until BEFORE INSERT OR UPDATE OF paused_ms, submission_id, extended_until ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_extended_until_trigger();
--> statement-breakpoint
CREATE TRIGGER submissions_deadline_extended_until AFTER UPDATE OF deadline_at ON submissions
  FOR EACH ROW EXECUTE FUNCTION conversations_extended_until_trigger();
--> statement-breakpoint
UPDATE conversations SET paused_ms = paused_ms WHERE paused_ms > 0;
