-- the trip list search matches any part of a text (ILIKE '%…%'): trigram indexes come from pg_trgm (trusted since
-- PostgreSQL 13, so the database owner may create it; PGlite loads it in src/server/db/connect.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "trips_status_priority_created_idx" ON "trips" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "trips_trip_number_trgm_idx" ON "trips" USING gin ("trip_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_patient_id_trgm_idx" ON "trips" USING gin ("patient_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_from_location_trgm_idx" ON "trips" USING gin ("from_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_to_location_trgm_idx" ON "trips" USING gin ("to_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_scheduled_idx" ON "trips" USING btree ("scheduled_time","id");