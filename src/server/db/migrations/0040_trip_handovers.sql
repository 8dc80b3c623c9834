CREATE TABLE "trip_handovers" (
	"step_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"receiver_name" text,
	"signature_png" "bytea",
	"no_signature_reason" text,
	CONSTRAINT "trip_handovers_signed_or_reason" CHECK ("trip_handovers"."signature_png" is not null or "trip_handovers"."no_signature_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_step_id_trip_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."trip_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_handovers_trip_idx" ON "trip_handovers" USING btree ("trip_id");