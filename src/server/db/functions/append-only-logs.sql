-- The audit trails are append-only: rows are only ever added.
-- Trip history: deleting a user sets actor_user_id to null (ON DELETE SET NULL); the actor's name, role and
-- organisation stay in the row, so that one change is allowed and every other update or delete is refused.
CREATE OR REPLACE FUNCTION trip_history_is_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'trip_history is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER trip_history_no_update_or_delete
  BEFORE UPDATE OR DELETE ON trip_history
  FOR EACH ROW EXECUTE FUNCTION trip_history_is_append_only();
--> statement-breakpoint
-- The access log: no entry is changed, and none removed but by the retention purge, which says so for its own
-- transaction (set local tcc.access_log_purge = 'on').
CREATE OR REPLACE FUNCTION access_log_is_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('tcc.access_log_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'access_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER access_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_is_append_only();
