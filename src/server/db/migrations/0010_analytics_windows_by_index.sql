-- The analytics read a window of trips, offers or unit changes by the moment something happened. Each index leads
-- with that moment and carries the columns the figures read, so a 30-day window is one index range, no table reads.
-- A unit's status change also records when the next one came (ended_at), so time in each status is summed per row,
-- and a completed trip records its deadhead miles, so revenue figures add one number per trip.
DROP INDEX "trips_created_idx";--> statement-breakpoint
DROP INDEX "unit_status_history_unit_idx";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "deadhead_miles" double precision;--> statement-breakpoint
ALTER TABLE "unit_status_history" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "agency_responses_created_idx" ON "agency_responses" USING btree ("created_at","agency_id");--> statement-breakpoint
CREATE INDEX "agency_responses_responded_idx" ON "agency_responses" USING btree ("responded_at","agency_id","response") WHERE "agency_responses"."responded_at" is not null;--> statement-breakpoint
CREATE INDEX "trips_completed_idx" ON "trips" USING btree ("completion_timestamp","assigned_agency_id","assigned_unit_id","hospital_id","transport_level","revenue","loaded_miles","deadhead_miles","accepted_timestamp") WHERE "trips"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "trips_accepted_idx" ON "trips" USING btree ("accepted_timestamp","created_at","assigned_agency_id","assigned_unit_id","hospital_id") WHERE "trips"."accepted_timestamp" is not null;--> statement-breakpoint
CREATE INDEX "trips_pickup_idx" ON "trips" USING btree ("pickup_timestamp","accepted_timestamp","ready_end","assigned_agency_id","assigned_unit_id") WHERE "trips"."pickup_timestamp" is not null;--> statement-breakpoint
CREATE INDEX "trips_unit_drop_off_idx" ON "trips" USING btree ("assigned_unit_id","completion_timestamp","id","to_latitude","to_longitude") WHERE "trips"."status" = 'COMPLETED' and "trips"."assigned_unit_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_status_history_ended_idx" ON "unit_status_history" USING btree ("ended_at","created_at","unit_id","to_status");--> statement-breakpoint
CREATE INDEX "trips_created_idx" ON "trips" USING btree ("created_at","status","transport_level","priority","hospital_id");--> statement-breakpoint
CREATE INDEX "unit_status_history_unit_idx" ON "unit_status_history" USING btree ("unit_id","created_at","id");--> statement-breakpoint
UPDATE "unit_status_history" h SET "ended_at" = n."next"
FROM (SELECT "id", lead("created_at") OVER (PARTITION BY "unit_id" ORDER BY "created_at", "id") AS "next" FROM "unit_status_history") n
WHERE n."id" = h."id" AND n."next" IS NOT NULL;--> statement-breakpoint
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
CREATE TRIGGER unit_status_history_spans
  BEFORE INSERT ON unit_status_history
  FOR EACH ROW EXECUTE FUNCTION unit_status_history_link_spans();
--> statement-breakpoint
-- Trips completed before this migration get the deadhead src/server/modules/analytics/deadhead.ts records on
-- completion (haversine miles × the road factor 1.3 from the unit's latest drop-off within 12 hours, else the base).
UPDATE "trips" t SET "deadhead_miles" = (
  SELECT 2 * 3958.8 * asin(least(1, sqrt(power(sin(radians(t.from_latitude - s.lat) / 2), 2)
         + cos(radians(s.lat)) * cos(radians(t.from_latitude)) * power(sin(radians(t.from_longitude - s.lng) / 2), 2)))) * 1.3
  FROM (
    SELECT coalesce(prev.to_latitude, a.latitude) AS lat, coalesce(prev.to_longitude, a.longitude) AS lng
    FROM (SELECT 1) AS one
    LEFT JOIN agencies a ON a.id = t.assigned_agency_id
    LEFT JOIN LATERAL (
      SELECT p.to_latitude, p.to_longitude FROM trips p
      WHERE t.assigned_unit_id IS NOT NULL AND p.assigned_unit_id = t.assigned_unit_id AND p.id <> t.id
        AND p.status = 'COMPLETED' AND p.completion_timestamp <= t.pickup_timestamp
        AND p.completion_timestamp > t.pickup_timestamp - interval '12 hours'
        AND p.to_latitude IS NOT NULL AND p.to_longitude IS NOT NULL
      ORDER BY p.completion_timestamp DESC, p.id DESC
      LIMIT 1
    ) prev ON true
  ) s
  WHERE t.pickup_timestamp IS NOT NULL
)
WHERE t.status = 'COMPLETED';
