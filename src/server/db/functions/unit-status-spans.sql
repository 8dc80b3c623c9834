-- A unit's status change records when the next one came (ended_at), so the analytics sum time in each status per row.
-- A new change ends the span of the change before it (in time, then id, as the spans are read), and itself ends where
-- a later change begins when it is written after that one. One unit's changes are written one at a time.
CREATE OR REPLACE FUNCTION unit_status_history_link_spans() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM units WHERE id = NEW.unit_id FOR UPDATE;
  UPDATE unit_status_history SET ended_at = NEW.created_at
  WHERE unit_id = NEW.unit_id AND (created_at, id) < (NEW.created_at, NEW.id)
    AND (ended_at IS NULL OR ended_at > NEW.created_at);
  NEW.ended_at := (SELECT min(created_at) FROM unit_status_history
                   WHERE unit_id = NEW.unit_id AND (created_at, id) > (NEW.created_at, NEW.id));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER unit_status_history_spans
  BEFORE INSERT ON unit_status_history
  FOR EACH ROW EXECUTE FUNCTION unit_status_history_link_spans();
