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
