-- A move's two counts (the trip's old status down, its new one up) were changed through trip_status_counts_apply,
-- which unnests, groups and sorts its arguments in a statement of its own: three statements started for two rows. A
-- move within one hospital (every move TCC makes) now upserts the two rows directly, in the same key order as apply
-- sorts them (hospital, then status), so that two moves still never deadlock; a trip moved to another hospital still
-- goes through apply.
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
