DROP INDEX "trips_completed_idx";--> statement-breakpoint
DROP INDEX "trips_pickup_idx";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "arrived_at_pickup" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "arrived_at_destination" timestamp with time zone;--> statement-breakpoint
UPDATE "trips" AS t SET "arrived_at_pickup" = s."occurred_at" FROM "trip_steps" AS s WHERE s."trip_id" = t."id" AND s."step" = 'AT_PICKUP' AND s."undone_at" IS NULL;--> statement-breakpoint
UPDATE "trips" AS t SET "arrived_at_destination" = s."occurred_at" FROM "trip_steps" AS s WHERE s."trip_id" = t."id" AND s."step" = 'AT_DESTINATION' AND s."undone_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trips_completed_idx" ON "trips" USING btree ("completion_timestamp","assigned_agency_id","assigned_unit_id","hospital_id","transport_level","revenue","loaded_miles","deadhead_miles","accepted_timestamp","arrived_at_destination") WHERE "trips"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "trips_pickup_idx" ON "trips" USING btree ("pickup_timestamp","accepted_timestamp","ready_end","assigned_agency_id","assigned_unit_id","arrived_at_pickup") WHERE "trips"."pickup_timestamp" is not null;