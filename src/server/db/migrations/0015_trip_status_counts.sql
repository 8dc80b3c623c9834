CREATE TABLE "trip_status_counts" (
	"hospital_id" uuid,
	"status" text NOT NULL,
	"trips" integer NOT NULL,
	CONSTRAINT "trip_status_counts_hospital_status" UNIQUE NULLS NOT DISTINCT("hospital_id","status")
);
--> statement-breakpoint
ALTER TABLE "trip_status_counts" ADD CONSTRAINT "trip_status_counts_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "trip_status_counts" ("hospital_id", "status", "trips")
SELECT "hospital_id", "status", count(*) FROM "trips" GROUP BY 1, 2;--> statement-breakpoint
-- Every statement that adds, removes or changes trips adds its net change per hospital and status, from its transition
-- tables, in one upsert in key order: two statements changing the same rows lock them in the same order and never
-- deadlock, and a change that moves no trip between statuses or hospitals writes nothing.
CREATE FUNCTION "trip_status_counts_apply"(hospital_ids uuid[], statuses text[], changes int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO trip_status_counts (hospital_id, status, trips)
  SELECT h, s, sum(n) FROM unnest(hospital_ids, statuses, changes) AS c (h, s, n) GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (hospital_id, status) DO UPDATE SET trips = trip_status_counts.trips + EXCLUDED.trips
$$;
--> statement-breakpoint
CREATE FUNCTION "trip_status_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(array_agg(hospital_id), array_agg(status), array_agg(1)) FROM new_trips;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trip_status_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(array_agg(hospital_id), array_agg(status), array_agg(-1)) FROM old_trips;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trip_status_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_status_counts_apply(array_agg(hospital_id), array_agg(status), array_agg(n))
  FROM (SELECT hospital_id, status, 1 AS n FROM new_trips UNION ALL SELECT hospital_id, status, -1 FROM old_trips) AS c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trip_status_counts_on_insert" AFTER INSERT ON "trips"
  REFERENCING NEW TABLE AS new_trips FOR EACH STATEMENT EXECUTE FUNCTION "trip_status_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "trip_status_counts_on_update" AFTER UPDATE ON "trips"
  REFERENCING OLD TABLE AS old_trips NEW TABLE AS new_trips FOR EACH STATEMENT EXECUTE FUNCTION "trip_status_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "trip_status_counts_on_delete" AFTER DELETE ON "trips"
  REFERENCING OLD TABLE AS old_trips FOR EACH STATEMENT EXECUTE FUNCTION "trip_status_counts_remove"();
--> statement-breakpoint
-- an agency's Available Trips: its open offers and its page of PENDING trips read from indexes alone
DROP INDEX "agency_responses_agency_idx";--> statement-breakpoint
DROP INDEX "trips_status_created_idx";--> statement-breakpoint
CREATE INDEX "agency_responses_agency_idx" ON "agency_responses" USING btree ("agency_id","response","trip_id");--> statement-breakpoint
CREATE INDEX "trips_status_created_idx" ON "trips" USING btree ("status","created_at","id","assigned_agency_id");
