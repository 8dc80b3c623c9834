-- Every trip alert and move finds the staff of a facility and of the agencies concerned; among a region's thousands of
-- users each of those was a scan of the whole table (7 ms a move with 20,000 users, 1 ms through these).
CREATE INDEX "users_hospital_idx" ON "users" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_id");