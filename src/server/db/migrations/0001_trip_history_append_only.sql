-- Trip history is an audit trail: rows are only ever added.
CREATE OR REPLACE FUNCTION trip_history_is_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'trip_history is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER trip_history_no_update_or_delete
  BEFORE UPDATE OR DELETE ON trip_history
  FOR EACH ROW EXECUTE FUNCTION trip_history_is_append_only();
