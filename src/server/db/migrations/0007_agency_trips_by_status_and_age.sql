-- My Trips in the work order reads an agency's finished trips newest first: the agency index gains created_at, so a
-- page stops after its rows instead of sorting the agency's whole history (the old two-column index is its prefix)
DROP INDEX "trips_agency_status_idx";--> statement-breakpoint
CREATE INDEX "trips_agency_status_created_idx" ON "trips" USING btree ("assigned_agency_id","status","created_at");