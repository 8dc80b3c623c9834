CREATE TABLE "unit_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_id" uuid NOT NULL,
	"trip_id" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_positions" ADD CONSTRAINT "unit_positions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_positions" ADD CONSTRAINT "unit_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_positions_unit_idx" ON "unit_positions" USING btree ("unit_id","recorded_at");--> statement-breakpoint
-- The live map: a unit that moved or changed status is announced on tcc_live like a trip, so the map's streams refresh
-- (the hub passes it to the control center, the unit's agency and the facility whose open trip it carries).
CREATE FUNCTION "live_unit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'unit', 'unitId', NEW.id, 'agencyId', NEW.agency_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "units_live_moved" AFTER UPDATE OF "latitude", "longitude", "position_at", "current_status" ON "units" FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
        OR OLD.position_at IS DISTINCT FROM NEW.position_at OR OLD.current_status IS DISTINCT FROM NEW.current_status)
  EXECUTE FUNCTION "live_unit_changed"();
