-- The database's functions and triggers now live in src/server/db/functions/, one file per concern; this migration
-- applies them as written there. The live events' triggers are renamed for what they do (notify_live_…).
DROP TRIGGER "trips_live" ON "trips";
--> statement-breakpoint
DROP TRIGGER "agency_responses_live" ON "agency_responses";
--> statement-breakpoint
DROP TRIGGER "notifications_live" ON "notifications";
--> statement-breakpoint
DROP TRIGGER "sessions_live_revoked" ON "sessions";
--> statement-breakpoint
DROP TRIGGER "sessions_live_deleted" ON "sessions";
--> statement-breakpoint
DROP TRIGGER "users_live_changed" ON "users";
--> statement-breakpoint
DROP TRIGGER "units_live_moved" ON "units";
--> statement-breakpoint
DROP TRIGGER "control_center_settings_live_zone" ON "control_center_settings";
--> statement-breakpoint
DROP TRIGGER "hospitals_live_zone_added" ON "hospitals";
--> statement-breakpoint
DROP TRIGGER "hospitals_live_zone_changed" ON "hospitals";
--> statement-breakpoint
-- agency-offer-days.sql
-- Offers received per agency and UTC day (agency_offer_days), kept by triggers on agency_responses: a 30-day window
-- adds up its whole days there and reads only its partial first and last day offer by offer.
-- Offers made add to their agency's day and offers removed take away, once per statement, from its transition tables.
-- Additions are applied in key order, so two statements adding to the same days and agencies lock the rows in the same
-- order and never deadlock; removals only lower rows that exist (an agency being deleted takes its rows with it).
CREATE OR REPLACE FUNCTION agency_offer_days_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO agency_offer_days (day, agency_id, offers)
  SELECT (created_at AT TIME ZONE 'UTC')::date, agency_id, count(*) FROM new_offers GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + EXCLUDED.offers;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_offer_days_remove() RETURNS trigger AS $$
BEGIN
  UPDATE agency_offer_days d SET offers = d.offers - r.n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, agency_id, count(*) AS n FROM old_offers GROUP BY 1, 2) r
  WHERE d.day = r.day AND d.agency_id = r.agency_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- an offer moved to another agency or time leaves its old day and agency for the new ones; the trigger fires per row
-- and only for such a move (answering an offer changes neither), tested by its WHEN condition without calling anything
CREATE OR REPLACE FUNCTION "agency_offer_days_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agency_offer_days SET offers = offers - 1
  WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND agency_id = OLD.agency_id;
  INSERT INTO agency_offer_days (day, agency_id, offers) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.agency_id, 1)
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER agency_offer_days_on_insert AFTER INSERT ON agency_responses
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER agency_offer_days_on_delete AFTER DELETE ON agency_responses
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION agency_offer_days_remove();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "agency_offer_days_on_update" AFTER UPDATE OF "agency_id", "created_at" ON "agency_responses" FOR EACH ROW
  WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "agency_offer_days_shift"();
--> statement-breakpoint
-- append-only-logs.sql
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
--> statement-breakpoint
-- live-events.sql
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
--> statement-breakpoint
-- open-offers.sql
-- An agency's open offers (open_offers): an offer is open while its agency has not declined it and its trip is
-- PENDING, so Available Trips reads them from an index. Each trigger below fires only on a change that can open or
-- close an offer, and sets those offers from what the rows now say, so the outcome is the same whichever runs first in
-- a statement that changes a trip and its offers together (an accept does). PL/pgSQL keeps each statement's plan for
-- the session.
CREATE OR REPLACE FUNCTION "open_offers_on_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM open_offers WHERE agency_id = OLD.agency_id AND trip_id = OLD.trip_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.response <> 'DECLINED' THEN
    INSERT INTO open_offers (agency_id, trip_id)
    SELECT NEW.agency_id, t.id FROM trips AS t WHERE t.id = NEW.trip_id AND t.status = 'PENDING'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "open_offers_on_trip_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PENDING' THEN
    INSERT INTO open_offers (agency_id, trip_id)
    SELECT r.agency_id, r.trip_id FROM agency_responses AS r WHERE r.trip_id = NEW.id AND r.response <> 'DECLINED'
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM open_offers WHERE trip_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "open_offers_on_response_insert" AFTER INSERT ON "agency_responses"
  FOR EACH ROW WHEN (NEW."response" <> 'DECLINED') EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
-- an accept's answer leaves the offer as open as it was (the trip's move closes it): only a decline, or its undoing, counts
CREATE OR REPLACE TRIGGER "open_offers_on_response_update" AFTER UPDATE ON "agency_responses"
  FOR EACH ROW WHEN ((OLD."response" = 'DECLINED') <> (NEW."response" = 'DECLINED')
    OR OLD."trip_id" <> NEW."trip_id" OR OLD."agency_id" <> NEW."agency_id")
  EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "open_offers_on_response_delete" AFTER DELETE ON "agency_responses"
  FOR EACH ROW WHEN (OLD."response" <> 'DECLINED') EXECUTE FUNCTION "open_offers_on_response"();
--> statement-breakpoint
-- only a move into or out of PENDING opens or closes offers
CREATE OR REPLACE TRIGGER "open_offers_on_trip_status" AFTER UPDATE OF "status" ON "trips"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND 'PENDING' IN (OLD."status", NEW."status"))
  EXECUTE FUNCTION "open_offers_on_trip_status"();
--> statement-breakpoint
-- outbox-wake.sql
-- New messages and webhook deliveries wake the outbox workers of every instance at once (channel tcc_outbox) instead
-- of at their next poll (src/server/modules/outbox/outbox-worker.ts).
CREATE OR REPLACE FUNCTION "outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_outbox', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "outbox_wake" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "webhook_deliveries_wake" AFTER INSERT ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();
--> statement-breakpoint
-- trip-changed-meanwhile.sql
-- A trip move is judged on the trip as read, then written in one statement that updates the trip only at the version
-- judged (src/server/modules/trips/move-write.ts). Should another change have come first, the statement calls this
-- function, whose error undoes the whole statement (history, notices and messages included) and tells the server to
-- read the trip again and judge anew (src/server/db/errors.ts, isChangedMeanwhile).
CREATE OR REPLACE FUNCTION "trip_changed_meanwhile"() RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the trip changed after it was read' USING ERRCODE = 'TC001';
END $$;
--> statement-breakpoint
-- trip-status-counts.sql
-- Trips per hospital and status (trip_status_counts), kept by triggers on trips, so the status counts add up a few rows
-- instead of counting trips. Every change is applied in key order (hospital, then status): two statements changing the
-- same rows lock them in the same order and never deadlock.
-- The upsert of a set of changes: PL/pgSQL keeps its plan for the session (a SQL-language function's is planned anew
-- at every call); a change that moves no trip between statuses or hospitals writes nothing.
CREATE OR REPLACE FUNCTION "trip_status_counts_apply"(hospital_ids uuid[], statuses text[], changes int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_status_counts (hospital_id, status, trips)
  SELECT h, s, sum(n) FROM unnest(hospital_ids, statuses, changes) AS c (h, s, n) GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (hospital_id, status) DO UPDATE SET trips = trip_status_counts.trips + EXCLUDED.trips;
END $$;
--> statement-breakpoint
-- inserts and deletes: once per statement, from its transition tables (a bulk load is counted in one upsert)
CREATE OR REPLACE FUNCTION "trip_status_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(array_agg(hospital_id), array_agg(status), array_agg(1)) FROM new_trips;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trip_status_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(array_agg(hospital_id), array_agg(status), array_agg(-1)) FROM old_trips;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a move: per row, and only when the status or hospital changes (PostgreSQL tests the trigger's WHEN condition without
-- calling anything). A move within one hospital (every move TCC makes) upserts its two rows directly, in the key order
-- apply sorts them in; a trip moved to another hospital goes through apply. Statements that move many trips at once
-- (none in TCC) could deadlock, and PostgreSQL would abort one of them.
CREATE OR REPLACE FUNCTION "trip_status_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hospital_id IS DISTINCT FROM NEW.hospital_id THEN
    PERFORM trip_status_counts_apply(ARRAY[OLD.hospital_id, NEW.hospital_id], ARRAY[OLD.status, NEW.status], ARRAY[-1, 1]);
  ELSIF OLD.status < NEW.status THEN
    INSERT INTO trip_status_counts AS c (hospital_id, status, trips) VALUES (OLD.hospital_id, OLD.status, -1)
    ON CONFLICT (hospital_id, status) DO UPDATE SET trips = c.trips - 1;
    INSERT INTO trip_status_counts AS c (hospital_id, status, trips) VALUES (NEW.hospital_id, NEW.status, 1)
    ON CONFLICT (hospital_id, status) DO UPDATE SET trips = c.trips + 1;
  ELSE
    INSERT INTO trip_status_counts AS c (hospital_id, status, trips) VALUES (NEW.hospital_id, NEW.status, 1)
    ON CONFLICT (hospital_id, status) DO UPDATE SET trips = c.trips + 1;
    INSERT INTO trip_status_counts AS c (hospital_id, status, trips) VALUES (OLD.hospital_id, OLD.status, -1)
    ON CONFLICT (hospital_id, status) DO UPDATE SET trips = c.trips - 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "trip_status_counts_on_insert" AFTER INSERT ON "trips"
  REFERENCING NEW TABLE AS new_trips FOR EACH STATEMENT EXECUTE FUNCTION "trip_status_counts_add"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "trip_status_counts_on_update" AFTER UPDATE OF "status", "hospital_id" ON "trips" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id)
  EXECUTE FUNCTION "trip_status_counts_shift"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "trip_status_counts_on_delete" AFTER DELETE ON "trips"
  REFERENCING OLD TABLE AS old_trips FOR EACH STATEMENT EXECUTE FUNCTION "trip_status_counts_remove"();
--> statement-breakpoint
-- unit-status-spans.sql
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
