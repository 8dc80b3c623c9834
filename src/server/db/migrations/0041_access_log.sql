CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"view" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"key_id" uuid,
	"hospital_id" uuid,
	"agency_id" uuid,
	"address" text NOT NULL,
	"trip_ids" uuid[] NOT NULL,
	"patient_ids" text[] NOT NULL,
	"trip_hospital_ids" uuid[] NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "access_log_patient_idx" ON "access_log" USING gin ("patient_ids");--> statement-breakpoint
CREATE INDEX "access_log_trip_hospital_idx" ON "access_log" USING gin ("trip_hospital_ids");--> statement-breakpoint
-- The access log is append-only: no entry is changed, and none removed but by the retention purge, which says so
-- for its own transaction (set local tcc.access_log_purge = 'on').
CREATE OR REPLACE FUNCTION access_log_is_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('tcc.access_log_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'access_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER access_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_is_append_only();
