-- A trip's move and an agency's answer fired statement triggers that copied the old and new rows into transition
-- tables at every update, whatever it changed: the per-status counts (0.1 ms of a move's write) and the offers per
-- agency and day (0.2 ms of an accept's, for a net change of nothing: an answer changes neither its agency nor its day).
-- They now fire per row, and only for an update that changes what they count: PostgreSQL tests the WHEN condition
-- without calling anything. Inserts and deletes keep their statement triggers (a bulk load is counted in one upsert).
-- Each row's two counts are changed in key order (trip_status_counts_apply sorts them), so two moves in opposite
-- directions never deadlock; statements that move many trips at once (none in TCC) could, and PostgreSQL would abort
-- one of them.
CREATE FUNCTION "trip_status_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(ARRAY[OLD.hospital_id, NEW.hospital_id], ARRAY[OLD.status, NEW.status], ARRAY[-1, 1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "trip_status_counts_on_update" ON "trips";
--> statement-breakpoint
DROP FUNCTION "trip_status_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "trip_status_counts_on_update" AFTER UPDATE OF "status", "hospital_id" ON "trips" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id)
  EXECUTE FUNCTION "trip_status_counts_shift"();
--> statement-breakpoint
-- an offer moved to another agency or time leaves its old day and agency for the new ones
CREATE FUNCTION "agency_offer_days_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agency_offer_days SET offers = offers - 1
  WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND agency_id = OLD.agency_id;
  INSERT INTO agency_offer_days (day, agency_id, offers) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.agency_id, 1)
  ON CONFLICT (day, agency_id) DO UPDATE SET offers = agency_offer_days.offers + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "agency_offer_days_on_update" ON "agency_responses";
--> statement-breakpoint
DROP FUNCTION "agency_offer_days_move"();
--> statement-breakpoint
CREATE TRIGGER "agency_offer_days_on_update" AFTER UPDATE OF "agency_id", "created_at" ON "agency_responses" FOR EACH ROW
  WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "agency_offer_days_shift"();
