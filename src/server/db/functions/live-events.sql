-- Live events. Each change a screen shows is announced on the channel tcc_live when its transaction commits (NOTIFY
-- is transactional), whatever wrote it; every app instance listens and passes it to the browsers entitled to see it
-- (src/server/modules/live/live-hub.ts). An event only names what changed; the screens ask the API again.
CREATE OR REPLACE FUNCTION "live_trip_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('tcc_live', json_build_object(
    'kind', 'trip', 'tripId', r.id, 'status', r.status, 'hospitalId', r.hospital_id, 'agencyId', r.assigned_agency_id,
    'previousAgencyId', CASE WHEN TG_OP = 'UPDATE' THEN OLD.assigned_agency_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_trip_changed" AFTER INSERT OR UPDATE OR DELETE ON "trips" FOR EACH ROW
  EXECUTE FUNCTION "live_trip_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "live_offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'offer', 'tripId', NEW.trip_id, 'agencyId', NEW.agency_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_offer_changed" AFTER INSERT OR UPDATE ON "agency_responses" FOR EACH ROW
  EXECUTE FUNCTION "live_offer_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "live_notice_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'notice', 'userId', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_notice_added" AFTER INSERT ON "notifications" FOR EACH ROW
  EXECUTE FUNCTION "live_notice_added"();
--> statement-breakpoint
-- a session signed out, expired by the purge or closed with its account: its open channels must close too
CREATE OR REPLACE FUNCTION "live_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'session', 'sessionId', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_session_revoked" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "live_session_ended"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_session_deleted" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "live_session_ended"();
--> statement-breakpoint
-- an account whose status, role or organisation changes: its channels close and reconnect with the new scope
CREATE OR REPLACE FUNCTION "live_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'account', 'userId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_account_changed" AFTER UPDATE OF "status", "user_type", "hospital_id", "agency_id" ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_type IS DISTINCT FROM NEW.user_type
        OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id OR OLD.agency_id IS DISTINCT FROM NEW.agency_id)
  EXECUTE FUNCTION "live_account_changed"();
--> statement-breakpoint
-- the live map: a unit that moved or changed status is announced like a trip, so the map's streams refresh (the hub
-- passes it to the control center, the unit's agency and the facility whose open trip it carries)
CREATE OR REPLACE FUNCTION "live_unit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'unit', 'unitId', NEW.id, 'agencyId', NEW.agency_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_unit_moved" AFTER UPDATE OF "latitude", "longitude", "position_at", "current_status" ON "units" FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
        OR OLD.position_at IS DISTINCT FROM NEW.position_at OR OLD.current_status IS DISTINCT FROM NEW.current_status)
  EXECUTE FUNCTION "live_unit_changed"();
--> statement-breakpoint
-- the control center's zone follows its choice, else its active facilities' zones: every instance re-reads it when
-- either changes (src/server/modules/center-clock/center-clock.ts)
CREATE OR REPLACE FUNCTION "live_center_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'center')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_center_zone_chosen" AFTER INSERT OR UPDATE OF "time_zone" ON "control_center_settings" FOR EACH ROW
  EXECUTE FUNCTION "live_center_zone_changed"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_facility_added_or_removed" AFTER INSERT OR DELETE ON "hospitals" FOR EACH STATEMENT
  EXECUTE FUNCTION "live_center_zone_changed"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notify_live_facility_zone_changed" AFTER UPDATE OF "is_active", "state", "time_zone" ON "hospitals" FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.state IS DISTINCT FROM NEW.state OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "live_center_zone_changed"();
