-- Deleting a user sets actor_user_id to null (ON DELETE SET NULL); the actor's name, role and organisation
-- stay in the row, so that one change is allowed and every other update or delete is still refused.
CREATE OR REPLACE FUNCTION trip_history_is_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'trip_history is append-only';
END;
$$ LANGUAGE plpgsql;
