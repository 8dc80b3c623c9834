ALTER TABLE "control_center_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- the control center's zone follows its choice, else its active facilities' zones: every instance re-reads it when
-- either changes (src/server/modules/center-clock/center-clock.ts)
CREATE FUNCTION "live_center_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tcc_live', json_build_object('kind', 'center')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "control_center_settings_live_zone" AFTER INSERT OR UPDATE OF "time_zone" ON "control_center_settings" FOR EACH ROW
  EXECUTE FUNCTION "live_center_zone_changed"();
--> statement-breakpoint
CREATE TRIGGER "hospitals_live_zone_added" AFTER INSERT OR DELETE ON "hospitals" FOR EACH STATEMENT
  EXECUTE FUNCTION "live_center_zone_changed"();
--> statement-breakpoint
CREATE TRIGGER "hospitals_live_zone_changed" AFTER UPDATE OF "is_active", "state", "time_zone" ON "hospitals" FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.state IS DISTINCT FROM NEW.state OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "live_center_zone_changed"();
