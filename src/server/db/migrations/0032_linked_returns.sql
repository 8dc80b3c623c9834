ALTER TABLE "trips" ADD COLUMN "return_trip_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "return_kind" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "appointment_minutes" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "return_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "offered_to_all_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_return_trip_id_trips_id_fk" FOREIGN KEY ("return_trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trips_return_trip_unique" ON "trips" USING btree ("return_trip_id") WHERE "trips"."return_trip_id" is not null;--> statement-breakpoint
CREATE INDEX "trips_returns_waiting_idx" ON "trips" USING btree ("return_opened_at") WHERE "trips"."return_kind" is not null and "trips"."offered_to_all_at" is null and "trips"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_return_kind" CHECK ("trips"."return_kind" is null or "trips"."return_kind" in ('TIMED', 'WILL_CALL'));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_return_has_no_return" CHECK ("trips"."return_kind" is null or "trips"."return_trip_id" is null);